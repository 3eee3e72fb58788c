import Testing
@testable import UIKit
import UIKitTesting

/// A content configuration that says which state it was last updated for.
private struct StateEcho: UIContentConfiguration {
    var text = ""
    var updatedForDark = false
    func makeContentView() -> UIView & UIContentView { StateEchoView(configuration: self) }
    func updated(for state: UIConfigurationState) -> StateEcho {
        var copy = self
        copy.updatedForDark = state.traitCollection.userInterfaceStyle == .dark
        return copy
    }
}

@MainActor
private final class StateEchoView: UIView, UIContentView {
    var configuration: UIContentConfiguration
    init(configuration: UIContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
}

/// `UITableViewHeaderFooterView`'s iOS 14 configurations: content and background, updated
/// for its configuration state.
@MainActor
@Suite("UITableViewHeaderFooterView, configurations", .serialized, .exclusiveUIKit)
struct TableHeaderFooterConfigurationTests {
    @Test("Defaults: both configurations update automatically; the state carries the view's traits")
    func defaults() {
        let header = UITableViewHeaderFooterView(reuseIdentifier: "h")
        #expect(header.automaticallyUpdatesContentConfiguration && header.automaticallyUpdatesBackgroundConfiguration)
        #expect(header.backgroundConfiguration == nil)
        header.overrideUserInterfaceStyle = .dark
        #expect(header.configurationState.traitCollection.userInterfaceStyle == .dark)
    }

    @Test("The content configuration is shown updated for the state; without automatic updates, as set; updateConfiguration(using:) re-applies")
    func contentUpdatedForState() {
        let header = UITableViewHeaderFooterView(reuseIdentifier: "h")
        header.overrideUserInterfaceStyle = .dark
        header.contentConfiguration = StateEcho(text: "One")
        #expect((header.contentConfiguration as? StateEcho)?.updatedForDark == true)
        header.automaticallyUpdatesContentConfiguration = false
        header.contentConfiguration = StateEcho(text: "Two")
        #expect((header.contentConfiguration as? StateEcho)?.updatedForDark == false)
        header.automaticallyUpdatesContentConfiguration = true
        header.setNeedsUpdateConfiguration()
        #expect((header.contentConfiguration as? StateEcho)?.updatedForDark == true)
        #expect((header.contentConfiguration as? StateEcho)?.text == "Two")
    }

    @Test("A background configuration paints the header: fill, corner radius and insets; nil takes it away")
    func backgroundPaints() {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 100), scale: 1)
        let window = UIWindow()
        window.backgroundColor = .white
        let header = UITableViewHeaderFooterView(reuseIdentifier: "h")
        header.frame = CGRect(x: 0, y: 0, width: 300, height: 60)
        var background = UIBackgroundConfiguration.listPlainHeaderFooter()
        background.backgroundColor = .red
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0)
        header.backgroundConfiguration = background
        #expect(header.backgroundConfiguration?.backgroundColor == .red)
        window.addSubview(header)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        var image = screen.render()
        let inset = image.color(x: 10, y: 30)
        let filled = image.color(x: 150, y: 30)
        #expect(inset.red > 240 && inset.green > 240, "the leading inset leaves the window's white")
        #expect(filled.red > 240 && filled.green < 20)
        header.backgroundConfiguration = nil
        image = screen.render()
        #expect(image.color(x: 150, y: 30).green > 240)
    }

    @Test("In a table: a header from viewForHeaderInSection keeps its background configuration on screen")
    func inTable() {
        final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
            func numberOfSections(in tableView: UITableView) -> Int { 1 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
            func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
                var content = UIListContentConfiguration.plainHeader()
                content.text = "Fruit"
                header?.contentConfiguration = content
                var background = UIBackgroundConfiguration.listPlainHeaderFooter()
                background.backgroundColor = .blue
                header?.backgroundConfiguration = background
                return header
            }
            func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 40 }
        }
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        let window = UIWindow()
        let table = UITableView(frame: window.bounds, style: .plain)
        let source = Source()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        screen.presentFrame()
        let header = table.headerView(forSection: 0)
        #expect((header?.contentConfiguration as? UIListContentConfiguration)?.text == "Fruit")
        let pixel = screen.render().color(x: 380, y: 20)
        #expect(pixel.blue > 240 && pixel.red < 20, "the header's configured fill, not the plain list's opaque background")
    }

    @Test("A background's custom view shows inside the insets above the fill, which stays; a new configuration replaces it")
    func customBackgroundView() {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 100), scale: 1)
        let window = UIWindow()
        window.backgroundColor = .white
        let header = UITableViewHeaderFooterView(reuseIdentifier: "h")
        header.frame = CGRect(x: 0, y: 0, width: 300, height: 60)
        let custom = UIView()
        custom.backgroundColor = .blue
        var background = UIBackgroundConfiguration.listPlainHeaderFooter()
        background.backgroundColor = .red
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 100, bottom: 0, trailing: 0)
        background.customView = custom
        header.backgroundConfiguration = background
        window.addSubview(header)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        #expect(custom.superview?.superview === header, "inside the header's background view")
        let image = screen.render()
        let inside = image.color(x: 200, y: 30)
        #expect(inside.blue > 240 && inside.red < 20, "the custom view over the fill: \(inside)")
        #expect(image.color(x: 50, y: 30).green > 240, "outside the insets: the window")
        background.customView = nil
        header.backgroundConfiguration = background
        #expect(custom.superview == nil)
        let filled = screen.render().color(x: 200, y: 30)
        #expect(filled.red > 240 && filled.blue < 20, "the fill is still there: \(filled)")
    }
}
