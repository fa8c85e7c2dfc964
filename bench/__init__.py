"""Benchmarks (make bench). Not shipped in the wheel."""
