"""Reading request bodies (JSON or multipart) and writing Discord-shaped responses."""

from __future__ import annotations

import json
import re
import time
from typing import Any, Optional

from aiohttp import BodyPartReader, web

from .errors import ApiError

JSON = dict[str, Any]
#: Uploaded files by their index n in the multipart field name ``files[n]``.
Files = dict[int, tuple[str, bytes]]

_FILE_FIELD = re.compile(r"files\[(\d+)\]")


async def read_body(request: web.Request) -> tuple[Any, Files]:
    """The JSON body (``payload_json`` part for multipart) and the uploaded files."""
    if request.content_type.startswith("multipart/"):
        payload: Any = {}
        files: Files = {}
        reader = await request.multipart()
        async for part in reader:
            if not isinstance(part, BodyPartReader):
                raise ApiError(400, 50035, "Invalid Form Body: nested multipart")
            match = _FILE_FIELD.fullmatch(part.name or "")
            if part.name == "payload_json":
                payload = json.loads(await part.text())
            elif match:
                files[int(match[1])] = (part.filename or f"file{match[1]}", bytes(await part.read()))
            else:
                raise ApiError(400, 50035, f"Invalid Form Body: unexpected multipart field {part.name!r}")
        return payload, files
    raw = await request.read()
    if not raw:
        return None, {}
    if request.content_type != "application/json":
        raise ApiError(400, 50035, f"Invalid Form Body: content type {request.content_type!r}")
    return json.loads(raw), {}


async def read_object(request: web.Request) -> tuple[JSON, Files]:
    """Like ``read_body`` but the body must be a JSON object (absent = {})."""
    body, files = await read_body(request)
    if body is None:
        return {}, files
    if not isinstance(body, dict):
        raise ApiError(400, 50035, "Invalid Form Body: expected an object")
    return body, files


def json_response(data: Any, status: int = 200) -> web.Response:
    # discord.py parses JSON only when Content-Type is exactly "application/json": no charset.
    return web.Response(body=json.dumps(data).encode(), status=status, headers={"Content-Type": "application/json"})


def no_content() -> web.Response:
    return web.Response(status=204)


def error_response(error: ApiError) -> web.Response:
    return json_response(error.body(), status=error.status)


def ratelimit_headers(bucket: str) -> dict[str, str]:
    """Generous limits: with these headers discord.py lets requests of one bucket run concurrently."""
    return {
        "X-RateLimit-Limit": "1000",
        "X-RateLimit-Remaining": "999",
        "X-RateLimit-Reset-After": "60.0",
        "X-RateLimit-Reset": f"{time.time() + 60:.3f}",
        "X-RateLimit-Bucket": bucket,
    }


def snowflake(request: web.Request, key: str) -> int:
    """A snowflake path parameter; a malformed one is a 404 like on Discord."""
    try:
        return int(request.match_info[key])
    except ValueError:
        raise ApiError(404, 0, "404: Not Found") from None


def query_int(request: web.Request, key: str) -> Optional[int]:
    value = request.query.get(key)
    return int(value) if value is not None else None
