import UIKitTesting

/// A settings-style page like the Gallery's controls page: four grouped sections of rows,
/// each a label and a control, laid out with stack views and Auto Layout.
@MainActor
public func makeSettingsPage() -> UIView {
    let page = UIView()
    page.backgroundColor = .systemGroupedBackground
    var sections: [UIView] = []
    for section in 0..<4 {
        let group = UIStackView()
        group.axis = .vertical
        group.backgroundColor = .secondarySystemGroupedBackground
        group.layer.cornerRadius = 10
        group.isLayoutMarginsRelativeArrangement = true
        group.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)
        for row in 0..<5 {
            let label = UILabel()
            label.text = "Setting \(section * 5 + row + 1)"
            label.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
            let control: UIView = switch row % 5 {
            case 0: UISwitch()
            case 1: UISegmentedControl(items: ["Day", "Week", "Month"])
            case 2: { let slider = UISlider(); slider.widthAnchor.constraint(equalToConstant: 240).isActive = true; return slider }()
            case 3: { let field = UITextField(); field.borderStyle = .roundedRect; field.placeholder = "Value"
                      field.widthAnchor.constraint(equalToConstant: 240).isActive = true; return field }()
            default: { let button = UIButton(type: .system); button.setTitle("Change", for: .normal); return button }()
            }
            let line = UIStackView(arrangedSubviews: [label, control])
            line.alignment = .center
            line.spacing = 12
            line.heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
            group.addArrangedSubview(line)
        }
        sections.append(group)
    }
    let column = UIStackView(arrangedSubviews: sections)
    column.axis = .vertical
    column.spacing = 24
    column.translatesAutoresizingMaskIntoConstraints = false
    page.addSubview(column)
    NSLayoutConstraint.activate([
        column.topAnchor.constraint(equalTo: page.layoutMarginsGuide.topAnchor, constant: 16),
        column.centerXAnchor.constraint(equalTo: page.centerXAnchor),
        column.widthAnchor.constraint(equalTo: page.readableContentGuide.widthAnchor),
    ])
    return page
}
