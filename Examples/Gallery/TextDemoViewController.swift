import Foundation
import UIKit

/// Text: a long editable document in a text view — a heading, paragraphs that wrap, and a
/// thousand numbered lines below, laid out only where they show. The bar button locks it
/// (read-only: words can still be selected and copied, and web addresses become links).
/// A card below edits Swift with live syntax highlighting: its text storage's delegate
/// colours each line as it is typed. Copy RTF puts the document's opening on the clipboard as
/// RTF and HTML (`NSAttributedString.data(from:documentAttributes:)`).
final class TextDemoViewController: UIViewController, UITextViewDelegate {
    static let numberedLines = 1_000

    private let report: (String) -> Void
    let textView = UITextView()
    /// The code card's editor and the delegate that highlights its storage.
    let codeView = UITextView()
    private lazy var highlighter = SyntaxHighlighter(font: UIFont.monospacedSystemFont(ofSize: UIFont.preferredFont(forTextStyle: .body).pointSize, weight: .regular))

    init(report: @escaping (String) -> Void) {
        self.report = report
        super.init(nibName: nil, bundle: nil)
        title = "Text"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        textView.attributedText = Self.document()
        textView.textContainerInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        textView.dataDetectorTypes = .link
        textView.delegate = self
        textView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(textView)
        let card = makeCodeCard()
        view.addSubview(card)
        NSLayoutConstraint.activate([
            textView.topAnchor.constraint(equalTo: view.topAnchor),
            textView.bottomAnchor.constraint(equalTo: card.topAnchor, constant: -8),
            textView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            card.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            card.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
            card.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.3),
        ])
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: "Lock", primaryAction: UIAction { [weak self] action in
                self?.toggleLock()
            }),
            UIBarButtonItem(title: "Copy RTF", primaryAction: UIAction { [weak self] _ in
                self?.copyAsRichText()
            }),
        ]
    }

    /// Puts the heading and the paragraphs on the clipboard as RTF, HTML and plain text, so
    /// a word processor pastes them with their fonts and an editor as text.
    func copyAsRichText() {
        let text = textView.attributedText ?? NSAttributedString(string: "")
        let end = (text.string as NSString).range(of: "Line 1 of").location
        let range = NSRange(location: 0, length: end == NSNotFound ? text.length : end)
        do {
            let rtf = try text.data(from: range, documentAttributes: [.documentType: NSAttributedString.DocumentType.rtf])
            let html = try text.data(from: range, documentAttributes: [.documentType: NSAttributedString.DocumentType.html])
            UIPasteboard.general.setItems([["public.rtf": rtf, "public.html": html,
                                            "public.utf8-plain-text": text.attributedSubstring(from: range).string]])
            report("copied rtf \(rtf.count) bytes")
        } catch {
            report("rtf not copied: \(error.localizedDescription)")
        }
    }

    /// A rounded card: a caption, and a text view whose storage's delegate highlights Swift.
    private func makeCodeCard() -> UIView {
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        card.backgroundColor = .secondarySystemBackground
        card.layer.cornerRadius = 10
        let caption = UILabel()
        caption.text = "Live syntax highlighting (NSTextStorage delegate)"
        caption.font = .preferredFont(forTextStyle: .footnote)
        caption.textColor = .secondaryLabel
        caption.numberOfLines = 0
        caption.translatesAutoresizingMaskIntoConstraints = false
        codeView.backgroundColor = .clear
        codeView.translatesAutoresizingMaskIntoConstraints = false
        codeView.accessibilityLabel = "Swift code"
        codeView.textStorage.delegate = highlighter
        codeView.font = highlighter.font
        codeView.text = "func greet(_ name: String) -> String {\n    let count = 3 // type: keywords, numbers,\n    return \"Hello, \" + name // strings colour\n}"
        card.addSubview(caption)
        card.addSubview(codeView)
        NSLayoutConstraint.activate([
            caption.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            caption.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            caption.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
            codeView.topAnchor.constraint(equalTo: caption.bottomAnchor, constant: 2),
            codeView.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 4),
            codeView.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -4),
            codeView.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -4),
        ])
        return card
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        report("text showing")
    }

    private func toggleLock() {
        textView.isEditable.toggle()
        navigationItem.rightBarButtonItems?.first?.title = textView.isEditable ? "Lock" : "Unlock"
        report(textView.isEditable ? "text unlocked" : "text locked")
    }

    /// The heading, three paragraphs and the numbered lines.
    static func document() -> NSAttributedString {
        let body = UIFont.preferredFont(forTextStyle: .body)
        let text = NSMutableAttributedString(string: "A long document\n", attributes: [.font: UIFont.preferredFont(forTextStyle: .title1),
                                                                                      .foregroundColor: UIColor.label])
        let paragraphs = [
            "Type anywhere in this text. It wraps at the window's width and lays out a paragraph at a time, so the thousand lines below cost nothing until they show.",
            "Arrows move by character and line, Ctrl with an arrow by word, Home and End to the ends of a line, Ctrl+Home and Ctrl+End to the ends of the text. Shift extends the selection; a double click selects a word and a triple click a paragraph.",
            "Lock the text to read it: words can still be selected and copied, and www.example.org becomes a link.",
        ]
        for paragraph in paragraphs {
            text.append(NSAttributedString(string: paragraph + "\n\n", attributes: [.font: body, .foregroundColor: UIColor.label]))
        }
        let lines = (1...numberedLines).map { "Line \($0) of the document." }.joined(separator: "\n")
        text.append(NSAttributedString(string: lines, attributes: [.font: body, .foregroundColor: UIColor.secondaryLabel]))
        return text
    }

    // MARK: UITextViewDelegate

    /// Reports the line being typed on (the GUI test reads it).
    func textViewDidChange(_ textView: UITextView) {
        let string = textView.text as NSString
        let line = string.lineRange(for: NSRange(location: min(textView.selectedRange.location, string.length), length: 0))
        report("text line \(string.substring(with: line).trimmingCharacters(in: .newlines))")
    }

    func textViewDidChangeSelection(_ textView: UITextView) {
        guard textView.selectedRange.length > 0, textView.selectedRange.length < 200 else { return }
        report("text selected \((textView.text as NSString).substring(with: textView.selectedRange))")
    }

    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction) -> Bool {
        report("text link \(URL.absoluteString)")
        return false
    }
}
