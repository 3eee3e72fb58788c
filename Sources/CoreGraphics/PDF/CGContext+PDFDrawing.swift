@_implementationOnly import CCairo
import Foundation

extension CGContext {
    /// Draws `page` in the current user space, as Quartz does: the page's default space (its
    /// boxes' coordinates, points, y up) is user space, so combine it with
    /// `page.getDrawingTransform(_:rect:rotate:preserveAspectRatio:)` to fit a rectangle.
    /// Drawing is clipped to the page's crop box and keeps its vectors (text stays text in a
    /// PDF context).
    public func drawPDFPage(_ page: CGPDFPage) {
        let box = page.popplerCropBox
        guard box.width > 0, box.height > 0 else { return }
        withSeparatePath {
            cairo_rectangle(cairo, Double(box.minX), Double(box.minY), Double(box.width), Double(box.height))
            composite(confinedTo: { cairo_clip_preserve(self.cairo) }) {
                cairo_save(self.cairo)
                cairo_clip(self.cairo)
                if self.state.alpha < 1 { cairo_push_group(self.cairo) }
                page.render(into: self.cairo)
                if self.state.alpha < 1 {
                    cairo_pop_group_to_source(self.cairo)
                    cairo_paint_with_alpha(self.cairo, Double(self.state.alpha))
                }
                cairo_restore(self.cairo)
            }
        }
    }
}
