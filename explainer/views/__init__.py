"""Blueprints of the web app; each module exposes ``bp``."""
