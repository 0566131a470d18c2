"""The sizes the widgets over the table (the action panel, the message) can take, best first: the table's
layout tries them in turn until one finds room."""

from __future__ import annotations


def widget_sizes(widget: object, widest: float) -> tuple[tuple[float, float], ...]:
    """The sizes a widget can take, widest first (narrower ones are taller)."""
    out: list[tuple[float, float]] = []
    for fraction in (1.0, 0.82, 0.66, 0.5, 0.36):
        size = widget.size_for(widest * fraction)  # type: ignore[attr-defined]
        if size not in out:
            out.append(size)
    return tuple(out)


def message_sizes(toast: object, widest: float) -> tuple[tuple[float, float], ...]:
    """The sizes the message can take, best first: its usual type up to 640 pixels wide; then as wide as the
    table and narrower (fewer lines: it fits a low band) in its usual type and smaller ones down to the table's
    small text; last a narrow column (it fits beside the trick)."""
    out = list(widget_sizes(toast, min(640.0, widest)))
    fonts = range(toast.FONT, toast.SMALL_FONT - 1, -1)  # type: ignore[attr-defined]
    ui = toast.ui  # type: ignore[attr-defined]
    bands = [widest * fraction for fraction in (1.0, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3) if widest * fraction > 240 * ui]
    columns = [width * ui for width in (240, 210, 180, 150)]
    for widths in (bands, columns):
        for pixels in fonts:
            for size in toast.sizes_for([min(width, widest) for width in widths], pixels):  # type: ignore[attr-defined]
                if size not in out:
                    out.append(size)
    return tuple(out)


__all__ = ["message_sizes", "widget_sizes"]
