"""Compiled kernels for the board games searched by alpha-beta: the draughts games' and Mak-Yek's
(with Apit-Sodok) mailbox move generators and alpha-beta searches over one root (``root``); numba
where it has a wheel, the same code as plain Python elsewhere (see ``jit``)."""
