"""Compiled kernels for the draughts games: a mailbox move generator and an alpha-beta search
(numba where it has a wheel, the same code as plain Python elsewhere; see ``jit``)."""
