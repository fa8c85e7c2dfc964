"""Run the app under gunicorn (a production WSGI server), from Python."""

from __future__ import annotations

from typing import Any

from gunicorn.app.base import BaseApplication


class _Server(BaseApplication):  # type: ignore[misc]
    def __init__(self, options: dict[str, Any]) -> None:
        self.options = options
        super().__init__()

    def load_config(self) -> None:
        for key, value in self.options.items():
            self.cfg.set(key, value)

    def load(self) -> Any:
        from explainer import create_app

        return create_app()


def serve(host: str, port: int, workers: int) -> None:
    _Server({"bind": f"{host}:{port}", "workers": workers, "accesslog": "-"}).run()
