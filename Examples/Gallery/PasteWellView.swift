import Foundation
import UIKit

/// A well that takes a colour or text by Paste (click it, then ⌘V or Ctrl+V) or by a drop,
/// through its paste configuration alone (`UIPasteConfiguration`, `paste(itemProviders:)`): no
/// drop interaction, no `paste(_:)` of its own.
final class PasteWellView: UIView {
    private let label = UILabel()
    private let report: (String) -> Void

    init(report: @escaping (String) -> Void) {
        self.report = report
        super.init(frame: .zero)
        let configuration = UIPasteConfiguration(forAccepting: UIColor.self)
        configuration.addAcceptableTypeIdentifiers(["public.text"])
        pasteConfiguration = configuration
        backgroundColor = .secondarySystemGroupedBackground
        layer.cornerRadius = 10
        layer.borderWidth = 2
        layer.borderColor = UIColor.separator.cgColor
        label.text = "Paste here"
        label.font = .preferredFont(forTextStyle: .footnote)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = .secondaryLabel
        label.textAlignment = .center
        // One line, shrunk to fit the well at large text sizes, centred as it shrinks.
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        label.baselineAdjustment = .alignCenters
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
            label.centerYAnchor.constraint(equalTo: centerYAnchor),
            label.topAnchor.constraint(greaterThanOrEqualTo: topAnchor, constant: 6),
            widthAnchor.constraint(equalToConstant: 150),
            heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
        ])
        // As short as the text allows: it grows with the text size.
        let snug = heightAnchor.constraint(equalToConstant: 44)
        snug.priority = .defaultLow
        snug.isActive = true
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("focus", PasteWellView.focus)))
    }

    required init?(coder: NSCoder) { nil }

    override var canBecomeFirstResponder: Bool { true }

    private func focus() {
        guard becomeFirstResponder() else { return }
        layer.borderColor = tintColor.cgColor
        report("paste well focused")
    }

    override func resignFirstResponder() -> Bool {
        layer.borderColor = UIColor.separator.cgColor
        return super.resignFirstResponder()
    }

    override func paste(itemProviders: [NSItemProvider]) {
        guard let provider = itemProviders.first else { return }
        if provider.canLoadObject(ofClass: UIColor.self) {
            _ = provider.loadObject(ofClass: UIColor.self) { [weak self] object, _ in
                let color = object as? UIColor
                DispatchQueue.main.async { self?.show(color: color) }
            }
        } else {
            _ = provider.loadObject(ofClass: String.self) { [weak self] text, _ in
                DispatchQueue.main.async { self?.show(text: text) }
            }
        }
    }

    private func show(color: UIColor?) {
        guard let color else { return }
        backgroundColor = color
        label.text = "Colour"
        label.textColor = .white
        report("pasted colour")
    }

    private func show(text: String?) {
        guard let text else { return }
        backgroundColor = .secondarySystemGroupedBackground
        label.text = text
        label.textColor = .label
        report("pasted \(text)")
    }
}
