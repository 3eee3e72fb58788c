import Foundation
import UIKit

/// Pickers: a three-wheel picker of a T-shirt order — size, colour, quantity — turned by drag,
/// pointer, trackpad, scroll wheel or a tap on a row, with the order spelled out above it.
final class PickersDemoViewController: GalleryPageViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    static let sizes = ["XS", "S", "M", "L", "XL", "XXL"]
    static let colors = ["Red", "Orange", "Yellow", "Green", "Blue", "Purple", "Black", "White"]
    static let quantities = (1...20).map(String.init)

    let picker = UIPickerView()
    private let order = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        order.font = .preferredFont(forTextStyle: .title2)
        picker.dataSource = self
        picker.delegate = self
        picker.backgroundColor = .secondarySystemGroupedBackground
        picker.layer.cornerRadius = 10
        picker.selectRow(2, inComponent: 0, animated: false)
        picker.selectRow(4, inComponent: 1, animated: false)
        picker.translatesAutoresizingMaskIntoConstraints = false
        picker.widthAnchor.constraint(equalToConstant: 360).isActive = true
        addColumn([order, picker], spacing: 16)
        describeOrder()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        report("pickers showing")
    }

    private func describeOrder() {
        let size = Self.sizes[max(0, picker.selectedRow(inComponent: 0))]
        let color = Self.colors[max(0, picker.selectedRow(inComponent: 1))]
        let quantity = Self.quantities[max(0, picker.selectedRow(inComponent: 2))]
        order.text = "\(quantity) × \(color) T-shirt, size \(size)"
    }

    // MARK: UIPickerViewDataSource

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 3 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        [Self.sizes, Self.colors, Self.quantities][component].count
    }

    // MARK: UIPickerViewDelegate

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        [Self.sizes, Self.colors, Self.quantities][component][row]
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        component == 1 ? 150 : 80
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        describeOrder()
        report("picked \(["size", "colour", "quantity"][component]) \([Self.sizes, Self.colors, Self.quantities][component][row])")
    }
}
