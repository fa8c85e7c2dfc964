"""Run every scenario of the rule book (features/) against the engine.

The scenarios are collected from the whole features/ directory, so a new feature
file runs without any change here. Step definitions are in conftest.py.
"""

from pytest_bdd import scenarios

scenarios(".")
