import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// System symbol images: SF Symbols' names drawn with Adwaita's symbolic icons.
@MainActor
@Suite("Symbol images", .serialized, .exclusiveUIKit)
struct SymbolImageTests {
    /// How many pixels of `image` are at least half opaque.
    private func inkedPixels(_ image: UIImage) -> Int {
        guard let cgImage = image.cgImage else { return 0 }
        var count = 0
        for y in 0..<cgImage.height {
            for x in 0..<cgImage.width where cgImage.color(x: x, y: y).alpha >= 128 { count += 1 }
        }
        return count
    }

    @Test("UIImage(systemName:) draws SF Symbols' common names as template images sized for body text; an unknown name is nil")
    func names() throws {
        for name in ["sidebar.left", "square.and.arrow.up", "trash", "chevron.right", "magnifyingglass", "gearshape", "plus.circle.fill",
                     "xmark.square", "star.fill", "person.crop.circle", "ellipsis.circle", "checkmark"] {
            let image = try #require(UIImage(systemName: name), "\(name)")
            #expect(image.isSymbolImage)
            #expect(image.renderingMode == .alwaysTemplate)
            #expect(image.size == CGSize(width: 20, height: 20), "17-point body text: 20 points")
            #expect(inkedPixels(image) > 10, "\(name) draws something")
        }
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(named: "chevron.right") == nil, "symbols are not named images")
        #expect(SymbolCatalog.icons.count > 400)
    }

    @Test("SymbolConfiguration: point size, text style and scale set the size; weight thickens or thins the strokes; applying merges; withConfiguration redraws")
    func configuration() throws {
        let large = try #require(UIImage(systemName: "trash", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
        #expect(large.size == CGSize(width: 41, height: 41))
        let title = try #require(UIImage(systemName: "trash", withConfiguration: UIImage.SymbolConfiguration(textStyle: .largeTitle, scale: .large)))
        #expect(title.size.width == (UIFont.preferredFont(forTextStyle: .largeTitle).pointSize * 1.2 * 1.25).rounded())
        let small = try #require(UIImage(systemName: "trash", withConfiguration: UIImage.SymbolConfiguration(scale: .small)))
        #expect(small.size.width == 16)

        let regular = try #require(UIImage(systemName: "xmark", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
        let bold = try #require(regular.applyingSymbolConfiguration(UIImage.SymbolConfiguration(weight: .black)))
        let light = try #require(regular.applyingSymbolConfiguration(UIImage.SymbolConfiguration(weight: .ultraLight)))
        #expect(bold.size == regular.size, "applying a weight keeps the point size")
        #expect(inkedPixels(bold) > inkedPixels(regular) + 50)
        #expect(inkedPixels(light) < inkedPixels(regular) - 50)
        #expect(bold.symbolConfiguration == UIImage.SymbolConfiguration(pointSize: 40, weight: .black))

        let redrawn = regular.withConfiguration(UIImage.SymbolConfiguration(pointSize: 10))
        #expect(redrawn.size.width == 12)
        let plain = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }
        #expect(plain.applyingSymbolConfiguration(.unspecified) == nil)
        #expect(plain.withConfiguration(UIImage.SymbolConfiguration(pointSize: 30)) === plain)
    }

    @Test("SymbolConfiguration without its text style, scale or weight; symbol and font weights convert both ways")
    func removingSettings() {
        let full = UIImage.SymbolConfiguration(textStyle: .title1, scale: .large).applying(UIImage.SymbolConfiguration(weight: .bold))
        #expect(full.configurationWithoutTextStyle() == UIImage.SymbolConfiguration(scale: .large).applying(UIImage.SymbolConfiguration(weight: .bold)))
        #expect(full.configurationWithoutScale() == UIImage.SymbolConfiguration(textStyle: .title1).applying(UIImage.SymbolConfiguration(weight: .bold)))
        #expect(full.configurationWithoutWeight() == UIImage.SymbolConfiguration(textStyle: .title1, scale: .large))
        #expect(full.configurationWithoutWeight().configurationWithoutScale().configurationWithoutTextStyle() == .unspecified)
        #expect(UIImage.SymbolWeight.semibold.fontWeight() == .semibold)
        #expect(UIImage.SymbolWeight.unspecified.fontWeight() == .regular)
        #expect(UIFont.Weight.heavy.symbolWeight() == .heavy)
        #expect(UIFont.Weight(rawValue: 0.1).symbolWeight() == .regular, "the nearest")
    }

    @Test("A hierarchical or palette colour draws the symbol in that colour; withTintColor tints it")
    func colors() throws {
        let red = try #require(UIImage(systemName: "heart.fill", withConfiguration: UIImage.SymbolConfiguration(paletteColors: [.systemRed])))
        #expect(red.renderingMode == .alwaysOriginal)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let drawn = UIGraphicsImageRenderer(size: red.size, format: format).image { _ in red.draw(at: .zero) }
        let center = try #require(drawn.cgImage).color(x: 10, y: 10)
        #expect(center.red > 200 && center.green < 100, "\(center)")
    }

    @Test("Preferred symbol configurations: an image view's, a button's per state, a button configuration's")
    func preferredConfigurations() throws {
        let star = try #require(UIImage(systemName: "star"))
        let imageView = UIImageView(image: star)
        #expect(imageView.intrinsicContentSize == CGSize(width: 20, height: 20))
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 30)
        #expect(imageView.intrinsicContentSize == CGSize(width: 36, height: 36))

        let button = UIButton(type: .system)
        button.setImage(star, for: .normal)
        button.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(scale: .large), forImageIn: .normal)
        button.layoutIfNeeded()
        #expect(button.imageView?.intrinsicContentSize == CGSize(width: 26, height: 26))
        #expect(button.preferredSymbolConfigurationForImage(in: .highlighted) == UIImage.SymbolConfiguration(scale: .large),
                "other states fall back to the normal state's")

        var configuration = UIButton.Configuration.plain()
        configuration.image = star
        configuration.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(pointSize: 10)
        let configured = UIButton(configuration: configuration)
        configured.layoutIfNeeded()
        configured.frame = CGRect(origin: .zero, size: configured.intrinsicContentSize)
        configured.layoutIfNeeded()
        #expect(configured.imageView?.frame.size == CGSize(width: 12, height: 12), "laid out at the configured symbol's size")
        #expect(configured.imageView?.intrinsicContentSize == CGSize(width: 12, height: 12))
    }

    @Test("A toolbar, a tab bar and a sidebar drawn with systemName images only, light and dark (goldens looked at)")
    func barsAndSidebar() throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let screen = HeadlessScreen(size: CGSize(width: 520, height: 420), scale: 2)
            screen.userInterfaceStyle = style
            let window = UIWindow()
            let sidebar = SymbolSidebarController()
            sidebar.navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "sidebar.left"), style: .plain,
                                                                        target: nil, action: nil)
            sidebar.toolbarItems = [
                UIBarButtonItem(image: UIImage(systemName: "square.and.pencil"), style: .plain, target: nil, action: nil),
                UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
                UIBarButtonItem(image: UIImage(systemName: "trash"), style: .plain, target: nil, action: nil),
                UIBarButtonItem(image: UIImage(systemName: "square.and.arrow.up"), style: .plain, target: nil, action: nil),
            ]
            let library = UINavigationController(rootViewController: sidebar)
            library.isToolbarHidden = false
            library.tabBarItem = UITabBarItem(title: "Library", image: UIImage(systemName: "books.vertical"), tag: 0)
            let search = UIViewController()
            search.tabBarItem = UITabBarItem(title: "Search", image: UIImage(systemName: "magnifyingglass"), tag: 1)
            let settings = UIViewController()
            settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gearshape"), tag: 2)
            let tabs = UITabBarController()
            tabs.viewControllers = [library, search, settings]
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            screen.presentFrame()
            expectGolden(screen.render(), named: "symbols-bars-sidebar-\(style == .dark ? "dark" : "light")")
            window.isHidden = true
        }
    }
}

/// A sidebar-style list whose rows carry symbol images.
@MainActor
private final class SymbolSidebarController: UITableViewController {
    private let rows = [("folder", "Documents"), ("photo.on.rectangle", "Photos"), ("star.fill", "Favourites"),
                        ("clock", "Recents"), ("trash", "Trash"), ("plus.circle.fill", "New Folder")]

    init() {
        super.init(style: .insetGrouped)
        title = "Library"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.image = UIImage(systemName: rows[indexPath.row].0)
        content.text = rows[indexPath.row].1
        cell.contentConfiguration = content
        return cell
    }
}
