# The bot, as CI installs and starts it: a slim Python, the package, a non-root user,
# and the SQLite file on a volume.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    DATABASE_PATH=/var/lib/game-table/game-table.sqlite3 \
    NUMBA_CACHE_DIR=/var/cache/game-table/numba

WORKDIR /app
COPY pyproject.toml README.md ./
COPY bot ./bot
COPY engines ./engines
COPY render ./render
COPY data ./data
# The search kernels (draughts, Mak-Yek) are compiled here, once (engines/ai/fast/warm.py), not at a player's first move.
RUN pip install --no-cache-dir . \
    && python -m engines.ai.fast.warm \
    && useradd --system --create-home --uid 10001 gametable \
    && mkdir -p /var/lib/game-table \
    && chown gametable /var/lib/game-table \
    && chown -R gametable /var/cache/game-table

USER gametable
VOLUME ["/var/lib/game-table"]
# DISCORD_TOKEN comes from the environment at run time (docker run -e DISCORD_TOKEN=...).
# With METRICS_PORT set, Docker asks the bot's /healthz (the image has no curl); without, no check.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["python", "-c", "import os, sys, urllib.request; port = os.environ.get('METRICS_PORT'); sys.exit(0) if not port else urllib.request.urlopen(f'http://127.0.0.1:{port}/healthz', timeout=4)"]
CMD ["python", "-m", "bot"]
