import Foundation

/// What a picker shows in the app's window while the desktop's file chooser is open over it
/// — a title, a line saying where the choice is made, and a button that opens the dialog
/// again — the way Mac Catalyst's pickers leave a sheet behind the open panel.
@MainActor
final class FileChooserPromptView: UIView {
    let imageView = UIImageView()
    let titleLabel = UILabel()
    let messageLabel = UILabel()
    let chooseButton = UIButton(type: .system)
    private let stack: UIStackView

    init(symbolName: String, title: String, message: String, buttonTitle: String) {
        stack = UIStackView(arrangedSubviews: [imageView, titleLabel, messageLabel, chooseButton])
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        imageView.image = UIImage(systemName: symbolName)
        imageView.tintColor = .secondaryLabel
        imageView.contentMode = .scaleAspectFit
        imageView.isHidden = imageView.image == nil
        titleLabel.text = title
        titleLabel.font = .preferredFont(forTextStyle: .title2)
        titleLabel.textAlignment = .center
        messageLabel.text = message
        messageLabel.font = .preferredFont(forTextStyle: .body)
        messageLabel.textColor = .secondaryLabel
        messageLabel.textAlignment = .center
        messageLabel.numberOfLines = 0
        chooseButton.setTitle(buttonTitle, for: .normal)
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            imageView.widthAnchor.constraint(equalToConstant: 56),
            imageView.heightAnchor.constraint(equalToConstant: 56),
            stack.centerXAnchor.constraint(equalTo: layoutMarginsGuide.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: layoutMarginsGuide.centerYAnchor),
            stack.leadingAnchor.constraint(greaterThanOrEqualTo: layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor),
        ])
    }

    /// Made only in code, never from an archive.
    required init?(coder: NSCoder) { nil }
}
