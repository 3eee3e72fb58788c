import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
private final class HandlerTarget: UIView {
    func tapped(_ sender: Any?) {}
    func changed(_ sender: Any?) {}
}

/// A target that is not an NSObject.
@MainActor
private final class PlainTarget {
    func tapped(_ sender: Any?) {}
}

extension Selector {
    @MainActor fileprivate static let handlerTapped = Selector("tapped:", HandlerTarget.tapped)
    @MainActor fileprivate static let handlerChanged = Selector("changed:", HandlerTarget.changed)
    @MainActor fileprivate static let plainTapped = Selector("tapped:", PlainTarget.tapped)
}

@MainActor
@Suite("A control's event handlers, and a progress view following a Progress", .serialized, .exclusiveUIKit)
struct ControlHandlersAndProgressTests {
    @Test("allTargets holds each target object once, an NSNull for a nil target; a plain Swift target by its identity")
    func allTargets() {
        let control = UIControl()
        let target = HandlerTarget()
        let plain = PlainTarget()
        #expect(control.allTargets.isEmpty)
        control.addTarget(target, action: .handlerTapped, for: .touchUpInside)
        control.addTarget(target, action: .handlerChanged, for: .valueChanged)
        control.addTarget(nil, action: .handlerTapped, for: .touchUpInside)
        control.addTarget(plain, action: .plainTapped, for: .touchUpInside)
        control.addAction(UIAction { _ in }, for: .touchUpInside)
        let targets = control.allTargets
        #expect(targets.count == 3)
        #expect(targets.contains(AnyHashable(target)))
        #expect(targets.contains { $0.base is NSNull }, "NSNull for the nil target")
        #expect(targets.contains(AnyHashable(ObjectIdentifier(plain))))
        control.removeTarget(target, action: nil, for: [.touchUpInside, .valueChanged])
        #expect(!control.allTargets.contains(AnyHashable(target)))
    }

    @Test("enumerateEventHandlers gives each action, then each target–action pair, with its events; setting stop ends it")
    func enumerateHandlers() {
        let control = UIControl()
        let target = HandlerTarget()
        let action = UIAction(identifier: .init("go")) { _ in }
        control.addAction(action, for: [.touchUpInside, .primaryActionTriggered])
        control.addTarget(target, action: .handlerChanged, for: .valueChanged)
        control.addTarget(nil, action: .handlerTapped, for: .touchUpInside)

        var seen: [String] = []
        control.enumerateEventHandlers { handler, targetAction, events, _ in
            if let handler {
                seen.append("action \(handler.identifier.rawValue) \(events == [.touchUpInside, .primaryActionTriggered])")
            } else if let (target, selector) = targetAction {
                seen.append("target \(target == nil ? "nil" : "view") \(selector.name) \(events.rawValue)")
            }
        }
        #expect(seen == ["action go true", "target view changed: \(UIControl.Event.valueChanged.rawValue)",
                         "target nil tapped: \(UIControl.Event.touchUpInside.rawValue)"])

        var count = 0
        control.enumerateEventHandlers { _, _, _, stop in
            count += 1
            stop = true
        }
        #expect(count == 1)
    }

    @Test("observedProgress: the bar follows fractionCompleted within a frame while in a window, and stops reading once it finishes")
    func observedProgress() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        let window = UIWindow()
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let bar = UIProgressView(progressViewStyle: .default)
        bar.frame = CGRect(x: 20, y: 20, width: 200, height: 4)
        let download = Progress(totalUnitCount: 10)
        download.completedUnitCount = 3
        bar.observedProgress = download
        #expect(bar.observedProgress === download)
        #expect(bar.progress == 0.3, "read when set")

        download.completedUnitCount = 5
        screen.advance(by: 0.1)
        #expect(bar.progress == 0.3, "not in a window: not read")
        window.addSubview(bar)
        #expect(bar.progress == 0.5, "read as it enters the window")
        download.completedUnitCount = 8
        screen.advance(by: 1.0 / 30)
        #expect(bar.progress == 0.8, "and each frame")
        download.completedUnitCount = 10
        screen.advance(by: 1.0 / 30)
        #expect(bar.progress == 1)

        bar.progress = 0.25
        screen.advance(by: 0.1)
        #expect(bar.progress == 0.25, "a finished progress is not read again")
        let upload = Progress(totalUnitCount: 4)
        bar.observedProgress = upload
        #expect(bar.progress == 0)
        bar.observedProgress = nil
        upload.completedUnitCount = 2
        screen.advance(by: 0.1)
        #expect(bar.progress == 0, "nil stops following")
    }
}

@MainActor
@Suite("UIView.userInterfaceLayoutDirection(for:)", .exclusiveUIKit)
struct LayoutDirectionForAttributeTests {
    @Test("Playback, spatial and forced left-to-right lay out left to right, forced right-to-left right to left, unspecified as the surroundings (the application's by default)")
    func directions() {
        for attribute: UISemanticContentAttribute in [.playback, .spatial, .forceLeftToRight] {
            #expect(UIView.userInterfaceLayoutDirection(for: attribute, relativeTo: .rightToLeft) == .leftToRight)
        }
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: .leftToRight) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == UIApplication.shared.userInterfaceLayoutDirection)
    }
}

@MainActor
@Suite("UILabel.baselineAdjustment", .exclusiveUIKit)
struct LabelBaselineAdjustmentTests {
    /// The first and last pixel rows with ink of a one-line label whose 40-point text shrinks
    /// to fit 120 points, drawn at 1×.
    func inkRows(_ adjustment: UIBaselineAdjustment?) -> ClosedRange<Int>? {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        label.text = "HHHHHHHHHH"
        label.font = .systemFont(ofSize: 40)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.2
        if let adjustment { label.baselineAdjustment = adjustment }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: label.bounds.size, format: format).image { _ in
            label.drawText(in: label.bounds)
        }
        guard let cgImage = image.cgImage else { return nil }
        let rows = (0..<cgImage.height).filter { y in (0..<cgImage.width).contains { cgImage.color(x: $0, y: y).alpha > 128 } }
        guard let first = rows.first, let last = rows.last else { return nil }
        return first...last
    }

    @Test("alignBaselines (the default) keeps the shrunk text on the full-size text's baseline, alignCenters centres it, none keeps its top")
    func adjustments() throws {
        #expect(UILabel().baselineAdjustment == .alignBaselines)
        let baselines = try #require(inkRows(nil))
        let centers = try #require(inkRows(.alignCenters))
        let tops = try #require(inkRows(UIBaselineAdjustment.none))
        #expect(baselines.count == centers.count && centers.count == tops.count, "the same shrunk text")
        #expect(centers.count < 28, "the text shrank")
        #expect(abs((centers.lowerBound + centers.upperBound) - 80) <= 2, "centred in the label")
        #expect(baselines.upperBound > centers.upperBound + 4, "lower: on the full-size baseline")
        #expect(tops.lowerBound < centers.lowerBound - 4, "higher: from the full-size top")
    }
}

@MainActor
@Suite("UISwitch styles", .exclusiveUIKit)
struct SwitchStyleTests {
    @Test("preferredStyle defaults to automatic; in the iPad idiom the style shown is always sliding, and the switch keeps its size")
    func styles() {
        let toggle = UISwitch()
        #expect(toggle.preferredStyle == .automatic)
        #expect(toggle.style == .sliding)
        toggle.preferredStyle = .checkbox
        toggle.title = "Wi-Fi"
        #expect(toggle.preferredStyle == .checkbox)
        #expect(toggle.style == .sliding, "checkbox is the Mac idiom's")
        #expect(toggle.bounds.size == CGSize(width: 51, height: 31))
        #expect(UISwitch.Style.sliding.rawValue == 2)
    }
}

@MainActor
@Suite("UIButton's role, title shadow and current symbol configuration", .exclusiveUIKit)
struct ButtonRoleAndShadowTests {
    @Test("reversesTitleShadowWhenHighlighted flips the title's shadow while highlighted and back after; off, it stays")
    func reversedShadow() throws {
        let button = UIButton(type: .system)
        button.setTitle("Engraved", for: .normal)
        button.setTitleShadowColor(.black, for: .normal)
        let label = try #require(button.titleLabel)
        label.shadowOffset = CGSize(width: 0, height: -1)
        button.isHighlighted = true
        #expect(label.shadowOffset == CGSize(width: 0, height: -1), "off by default")
        button.isHighlighted = false
        button.reversesTitleShadowWhenHighlighted = true
        button.isHighlighted = true
        #expect(label.shadowOffset == CGSize(width: 0, height: 1))
        button.isHighlighted = false
        #expect(label.shadowOffset == CGSize(width: 0, height: -1))
    }

    @Test("role defaults to normal; currentPreferredSymbolConfiguration follows the state")
    func roleAndSymbolConfiguration() {
        let button = UIButton(type: .system)
        #expect(button.role == .normal)
        button.role = .destructive
        #expect(button.role == .destructive)
        #expect(UIButton.Role.destructive.rawValue == 3)
        let large = UIImage.SymbolConfiguration(pointSize: 40)
        let small = UIImage.SymbolConfiguration(pointSize: 10)
        button.setPreferredSymbolConfiguration(large, forImageIn: .normal)
        button.setPreferredSymbolConfiguration(small, forImageIn: .highlighted)
        #expect(button.currentPreferredSymbolConfiguration == large)
        button.isHighlighted = true
        #expect(button.currentPreferredSymbolConfiguration == small)
    }
}

/// A diffable list of letters' words that shows an index of the letters.
@MainActor
private final class LetterDataSource: UICollectionViewDiffableDataSource<String, String> {
    var asked: [String] = []

    override func indexTitles(for collectionView: UICollectionView) -> [String]? {
        snapshot().sectionIdentifiers
    }

    override func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        asked.append("\(title) \(index)")
        return IndexPath(item: 0, section: index)
    }
}

@MainActor
@Suite("A collection view's index titles", .serialized, .exclusiveUIKit)
struct CollectionIndexTitleTests {
    @Test("indexTitles(for:) shows an index at the trailing edge; choosing a title scrolls the index path the data source gives to the top; no titles, no index")
    func indexTitles() throws {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1)
        let window = UIWindow()
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, word in
            var content = cell.defaultContentConfiguration()
            content.text = word
            cell.contentConfiguration = content
        }
        let dataSource = LetterDataSource(collectionView: collectionView) { collectionView, indexPath, word in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: word)
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        for letter in ["A", "B", "C", "D"] {
            snapshot.appendSections([letter])
            snapshot.appendItems((1...10).map { "\(letter)\($0)" }, toSection: letter)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        screen.presentFrame()

        let index = try #require(collectionView.subviews.first { $0 is SectionIndexView } as? SectionIndexView)
        #expect(index.titles == ["A", "B", "C", "D"])
        #expect(index.frame.maxX == 400, "at the trailing edge")
        // Tap the index's third title.
        let row = try #require((0..<Int(index.bounds.height)).first { index.titleIndex(at: CGPoint(x: 10, y: CGFloat($0))) == 2 })
        screen.tap(at: index.convert(CGPoint(x: 10, y: CGFloat(row) + 2), to: window))
        screen.presentFrame()
        #expect(dataSource.asked == ["C 2"])
        let first = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 2)))
        #expect(abs(first.frame.minY - collectionView.contentOffset.y - collectionView.adjustedContentInset.top) < 1, "C's first item at the top")
        #expect(index.frame.minY == collectionView.contentOffset.y + collectionView.adjustedContentInset.top, "the index stays in view")

        dataSource.apply(NSDiffableDataSourceSnapshot<String, String>(), animatingDifferences: false)
        screen.presentFrame()
        #expect(!collectionView.subviews.contains { $0 is SectionIndexView }, "no titles, no index")
    }
}
