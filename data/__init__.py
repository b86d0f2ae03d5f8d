"""Package data: rules texts, fonts and assets, read through importlib.resources."""
