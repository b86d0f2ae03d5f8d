"""Errors of the stand-in: API errors answered to the bot, and failures raised in tests."""

from __future__ import annotations

from typing import Any, Optional


class ApiError(Exception):
    """An error the stand-in answers with Discord's JSON body ``{message, code, errors?}``."""

    def __init__(self, status: int, code: int, message: str, errors: Optional[dict[str, Any]] = None) -> None:
        super().__init__(f"{status} {code} {message}")
        self.status = status
        self.code = code
        self.message = message
        self.errors = errors

    def body(self) -> dict[str, Any]:
        body: dict[str, Any] = {"message": self.message, "code": self.code}
        if self.errors:
            body["errors"] = self.errors
        return body


class BotCrashed(RuntimeError):
    """The bot task under test ended with an exception while a test was waiting on it."""


class CallbackRejected(AssertionError):
    """The bot tried to answer an interaction and the stand-in answered an error (see ``rejected``)."""
