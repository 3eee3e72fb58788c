import BenchmarkSupport
import CGtkPeer
import Foundation

/// `LongTextDocument`'s twin in GTK4: a `GtkTextView` holding the same 10,000 lines in Inter at
/// 17 pixels (UIKit's body style), word-wrapped, in a scrolled window filling a presented
/// 1366×1024 window. Its frames are drawn as `GTKScrolledList.Stepper.nextFrame()` draws them:
/// snapshotted and rendered at scale 2 by GSK's Cairo renderer into a 2732×2048 texture.
///
/// Matches: the text, its font and wrapping, the view's size. Differs: GTK's text view keeps
/// its own insets (none here; UIKit's are 8 points above and below and 5 at the sides), and
/// lines it has not laid out yet are estimated until its idle work reaches them, as it does
/// on screen.
final class GTKLongText {
    private let stepper: GTKScrolledList.Stepper
    private let view: UnsafeMutablePointer<GtkWidget>
    private let buffer: UnsafeMutablePointer<GtkTextBuffer>
    private var textView: UnsafeMutablePointer<GtkTextView> { UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkTextView.self) }

    @MainActor init() {
        let provider = gtk_css_provider_new()!
        let css = "textview.long-document { font-family: Inter; font-size: 17px; }"
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(gdk_display_get_default(), OpaquePointer(provider),
                                                   UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        view = gtk_text_view_new()!
        gtk_widget_add_css_class(view, "long-document")
        let textView = UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkTextView.self)
        gtk_text_view_set_wrap_mode(textView, GTK_WRAP_WORD_CHAR)
        buffer = gtk_text_view_get_buffer(textView)
        gtk_text_buffer_set_text(buffer, LongTextDocument.text, -1)
        stepper = GTKScrolledList.Stepper(child: view)
        stepper.settle()
    }

    /// One screen further (back to the top after the last screen), drawn.
    func nextFrame() { stepper.nextFrame() }

    /// Puts the cursor in the middle of the document, scrolled into view, focused.
    func beginTypingInTheMiddle() {
        var middle = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer, &middle, gtk_text_buffer_get_char_count(buffer) / 2)
        gtk_text_buffer_place_cursor(buffer, &middle)
        gtk_widget_grab_focus(view)
        gtk_text_view_scroll_to_mark(textView, gtk_text_buffer_get_insert(buffer), 0, 1, 0, 0.5)
        stepper.settle()
    }

    /// Types one character at the cursor and draws the frame: the edit, the paragraph laid out
    /// again, the window rendered.
    func typeCharacter() {
        gtk_text_buffer_insert_at_cursor(buffer, "x", 1)
        stepper.redraw()
    }

    /// Where the view is scrolled to, in points.
    var offset: Double { stepper.offset }
}
