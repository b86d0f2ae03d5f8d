"""The kernels' cache guard (engines.ai.fast.jit): numba checks a cached kernel against its own file
only, so the package's cached kernels are dropped whenever any kernel source changed."""

from __future__ import annotations

from pathlib import Path

from engines.ai.fast import jit


def test_a_cache_stamped_with_another_digest_loses_the_packages_kernels_only(tmp_path: Path) -> None:
    ours = [tmp_path / "search.alphabeta-96.py311.nbi", tmp_path / "makyek_moves._add-172.py311.1.nbc"]
    theirs = tmp_path / "elsewhere.kernel-3.py311.nbi"
    for path in [*ours, theirs, tmp_path / "kernels-0000.stamp"]:
        path.write_bytes(b"x")
    jit._drop_stale(tmp_path)
    assert not any(path.exists() for path in ours) and theirs.exists()
    assert [path.name for path in tmp_path.glob("kernels-*.stamp")] == [f"kernels-{jit.DIGEST}.stamp"]
    ours[0].write_bytes(b"fresh")
    jit._drop_stale(tmp_path)  # stamped with today's digest: the fresh cache stays
    assert ours[0].read_bytes() == b"fresh"
