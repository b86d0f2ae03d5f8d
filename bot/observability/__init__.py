"""For the people who run the bot: metrics in Prometheus' text exposition (``metrics``), the
health checks (``health``), the HTTP server that serves both (``server``, off unless
``METRICS_PORT`` is set), one log line per interaction (``interactions``) and the count of
Discord's rate limits (``ratelimits``). No label or log field carries a user, guild or channel
id, a token, a hand or a seed; an interaction's line names its match's id (a match id is no
secret: it is on the board and in the commands' answers)."""
