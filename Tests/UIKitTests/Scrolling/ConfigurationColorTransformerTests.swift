import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("Colour transformers in list and background configurations", .serialized, .exclusiveUIKit)
struct ConfigurationColorTransformerTests {
    func rgba(_ color: UIColor) -> [CGFloat] {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return [red, green, blue, alpha].map { ($0 * 1000).rounded() / 1000 }
    }

    @Test("A transformer is its closure, called as a function; grayscale keeps luminance and alpha, preferredTint passes the colour through (no accent colour), monochromeTint is the system grey")
    func transformers() {
        let half = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        #expect(rgba(half(.red)) == [1, 0, 0, 0.5])
        #expect(rgba(half.transform(.blue)) == [0, 0, 1, 0.5])
        #expect(rgba(UIConfigurationColorTransformer.grayscale(UIColor(red: 1, green: 0, blue: 0, alpha: 0.25))) == [0.213, 0.213, 0.213, 0.25])
        #expect(rgba(UIConfigurationColorTransformer.preferredTint(.systemGreen)) == rgba(.systemGreen))
        #expect(rgba(UIConfigurationColorTransformer.monochromeTint(UIColor.red.withAlphaComponent(0.4))) == rgba(UIColor.systemGray.withAlphaComponent(0.4)))
        #expect(half == half, "a transformer equals its copies")
        #expect(half != UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }, "and not another with the same closure")
    }

    @Test("TextProperties: resolvedColor() is the colour through the transformer, and the row's label shows it; alignment is natural, center or justified")
    func textProperties() throws {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Plum"
        #expect(configuration.textProperties.alignment == .natural)
        #expect(configuration.textProperties.colorTransformer == nil)
        configuration.textProperties.color = .red
        #expect(configuration.textProperties.resolvedColor() == .red)
        configuration.textProperties.colorTransformer = .grayscale
        configuration.textProperties.alignment = .center
        #expect(rgba(configuration.textProperties.resolvedColor()) == [0.213, 0.213, 0.213, 1])

        let view = UIListContentView(configuration: configuration)
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
        view.layoutIfNeeded()
        let label = try #require(view.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Plum" })
        #expect(rgba(label.textColor) == [0.213, 0.213, 0.213, 1])
        #expect(label.textAlignment == .center)
        #expect(UIListContentConfiguration.TextProperties.TextAlignment.justified.rawValue == 2)
    }

    @Test("ImageProperties: resolvedTintColor(for:) is the properties' tint (else the view's) through the transformer; the image view takes it and the symbol configuration")
    func imageProperties() throws {
        var configuration = UIListContentConfiguration.cell()
        configuration.image = UIImage(systemName: "star")
        #expect(configuration.imageProperties.preferredSymbolConfiguration == nil)
        #expect(rgba(configuration.imageProperties.resolvedTintColor(for: .green)) == rgba(.green))
        configuration.imageProperties.tintColor = .red
        #expect(configuration.imageProperties.resolvedTintColor(for: .green) == .red)
        configuration.imageProperties.tintColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        #expect(rgba(configuration.imageProperties.resolvedTintColor(for: .green)) == [1, 0, 0, 0.5])
        let symbol = UIImage.SymbolConfiguration(pointSize: 30)
        configuration.imageProperties.preferredSymbolConfiguration = symbol

        let view = UIListContentView(configuration: configuration)
        let imageView = try #require(view.subviews.compactMap { $0 as? UIImageView }.first)
        #expect(rgba(imageView.tintColor) == [1, 0, 0, 0.5])
        #expect(imageView.preferredSymbolConfiguration == symbol)
    }

    @Test("UIBackgroundConfiguration: a nil colour resolves to the tint; transformers apply to fill and stroke; a cell fills with the resolved colour")
    func backgroundColors() throws {
        var background = UIBackgroundConfiguration.clear()
        background.backgroundColor = nil
        #expect(background.resolvedBackgroundColor(for: .orange) == .orange)
        #expect(background.resolvedStrokeColor(for: .orange) == .orange)
        background.backgroundColor = .red
        background.backgroundColorTransformer = .grayscale
        #expect(rgba(background.resolvedBackgroundColor(for: .orange)) == [0.213, 0.213, 0.213, 1])
        background.strokeColor = .blue
        background.strokeColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        #expect(rgba(background.resolvedStrokeColor(for: .orange)) == [0, 0, 1, 0.5])

        let fixture = TableFixture(model: LoggingTableModel.numbered(rows: 2))
        defer { fixture.close() }
        let cell = try #require(fixture.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        var tinted = UIBackgroundConfiguration.listPlainCell()
        tinted.backgroundColor = nil
        cell.backgroundConfiguration = tinted
        cell.tintColor = .systemPink
        cell.layoutIfNeeded()
        #expect(rgba(try #require(cell.core.background.fillColor)) == rgba(.systemPink), "nil fills with the tint")
        cell.tintColor = .systemTeal
        cell.layoutIfNeeded()
        #expect(rgba(try #require(cell.core.background.fillColor)) == rgba(.systemTeal), "and follows it")
    }
}
