"""Law 11 (Offside), one module per part of the Law."""
