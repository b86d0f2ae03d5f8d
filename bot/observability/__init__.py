"""For the people who run the bot: metrics in Prometheus' text exposition (``metrics``), the
health checks (``health``), the HTTP server that serves both (``server``, off unless
``METRICS_PORT`` is set), one log line per interaction (``interactions``) and the count of
Discord's rate limits (``ratelimits``). No label or log field carries a user, guild, channel or
match id, a token, a hand or a seed."""
