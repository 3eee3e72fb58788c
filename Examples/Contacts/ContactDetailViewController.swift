import UIKit

/// One person's page: their name in an editable field.
final class ContactDetailViewController: UIViewController, UITextFieldDelegate {
    let name: String
    let nameField = UITextField()

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        nameField.text = name
        nameField.borderStyle = .roundedRect
        nameField.backgroundColor = .secondarySystemGroupedBackground
        nameField.delegate = self
        nameField.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(nameField)
        NSLayoutConstraint.activate([
            nameField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
            nameField.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            nameField.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            nameField.heightAnchor.constraint(equalToConstant: 44),
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        ContactsAppDelegate.report("detail showing")
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        ContactsAppDelegate.report("editing name")
    }
}
