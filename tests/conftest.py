"""Fixtures shared by every test folder: the session's PostgreSQL server and its fresh databases;
and, when ``REQUIRE_POSTGRES`` is set (``.ci/run`` sets it), a run whose PostgreSQL half did not
pass in full fails, whatever else passed."""

from __future__ import annotations

import os

import pytest

from tests.helpers.postgres import postgres_server, postgres_url  # noqa: F401  (fixtures)

_POSTGRES_RESULTS: dict[str, int] = {"passed": 0, "skipped": 0}


def pytest_configure(config: pytest.Config) -> None:
    """Have the search kernels compiled once, before pytest-xdist starts its workers: on a fresh
    clone numba compiles them on first use (about 35 s), which inside an end-to-end test would be a
    computer's move missing the stand-in's 5-second wait; from the cache each process loads them in
    well under a second. The Docker image does the same at build time."""
    if hasattr(config, "workerinput"):
        return  # a pytest-xdist worker: its controller did it
    from engines.ai.fast.warm import warm

    warm()


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    if "[postgresql" not in report.nodeid:
        return
    if report.when == "call" and report.passed:
        _POSTGRES_RESULTS["passed"] += 1
    elif report.skipped:
        _POSTGRES_RESULTS["skipped"] += 1


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    if not os.environ.get("REQUIRE_POSTGRES") or exitstatus != 0:
        return
    if hasattr(session.config, "workerinput"):
        return  # a pytest-xdist worker runs a share of the tests: its controller hears every report and decides
    passed, skipped = _POSTGRES_RESULTS["passed"], _POSTGRES_RESULTS["skipped"]
    if passed == 0 or skipped:
        reporter = session.config.pluginmanager.get_plugin("terminalreporter")
        message = (f"REQUIRE_POSTGRES: the PostgreSQL half of the storage and service tests did not run in full "
                   f"({passed} passed, {skipped} skipped)")
        if reporter is not None:
            reporter.write_line("\n" + message, red=True)
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
