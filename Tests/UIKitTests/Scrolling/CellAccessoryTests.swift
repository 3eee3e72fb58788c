import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// UICellAccessory as UIKit's Swift overlay has it (issue 45): each kind's options, the slot an
/// accessory reserves at its edge, hidden accessories that keep their slot, and custom views
/// placed by edge, editing state and position among the others.
@MainActor
@Suite("UICellAccessory: options, slots and placement", .serialized, .exclusiveUIKit)
struct CellAccessoryTests {
    /// One plain list row, 400 points wide, showing `accessories`.
    @MainActor private final class Row {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 200), scale: 1)
        let window = UIWindow()
        let collectionView: UICollectionView
        var accessories: [UICellAccessory]
        private var dataSource: UICollectionViewDiffableDataSource<Int, String>!

        init(_ accessories: [UICellAccessory]) {
            self.accessories = accessories
            collectionView = UICollectionView(frame: window.bounds,
                                              collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [unowned self] cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
                cell.accessories = self.accessories
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            window.backgroundColor = .white
            window.addSubview(collectionView)
            window.makeKeyAndVisible()
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["Row"])
            dataSource.apply(snapshot, animatingDifferences: false)
            screen.presentFrame()
        }

        var cell: UICollectionViewListCell { collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as! UICollectionViewListCell }
        func view(_ index: Int) -> UIView { cell.accessoryViewsByIndex[index] }
        func close() { window.isHidden = true }
    }

    @Test("LIST-05 each kind's options as UIKit spells them: not hidden and the standard width unless given; a custom view's own width; a label's body font; the reorder separator on")
    func optionDefaults() {
        #expect(UICellAccessory.DisclosureIndicatorOptions().isHidden == false)
        if case .standard = UICellAccessory.CheckmarkOptions().reservedLayoutWidth {} else { Issue.record("checkmark: standard") }
        if case .custom(let width) = UICellAccessory.DeleteOptions(reservedLayoutWidth: .custom(40)).reservedLayoutWidth {
            #expect(width == 40)
        } else { Issue.record("a custom width") }
        #expect(UICellAccessory.ReorderOptions().showsVerticalSeparator)
        #expect(UICellAccessory.LabelOptions().adjustsFontForContentSizeCategory && UICellAccessory.LabelOptions().font == nil)
        #expect(UICellAccessory.OutlineDisclosureOptions().style == .automatic)
        #expect(UICellAccessory.InsertOptions(backgroundColor: .blue).backgroundColor == .blue)
        #expect(UICellAccessory.MultiselectOptions(tintColor: .red).tintColor == .red)
        let custom = UICellAccessory.CustomViewConfiguration(customView: UIView(), placement: .trailing())
        if case .actual = custom.reservedLayoutWidth {} else { Issue.record("a custom view: actual") }
        #expect(!custom.maintainsFixedSize && !custom.isHidden && custom.tintColor == nil)
        #expect(UICellAccessory.customView(configuration: custom).displayed == .always)
        let whenEditing = UICellAccessory.CustomViewConfiguration(customView: UIView(), placement: .leading(displayed: .whenEditing))
        #expect(UICellAccessory.customView(configuration: whenEditing).displayed == .whenEditing)
    }

    @Test("LIST-05 a hidden accessory keeps its slot — the content ends where it would with it shown — but is not drawn and takes no taps")
    func hiddenKeepsItsSlot() {
        let shown = Row([.checkmark()])
        defer { shown.close() }
        let hidden = Row([.checkmark(options: .init(isHidden: true))])
        defer { hidden.close() }
        let none = Row([])
        defer { none.close() }
        #expect(hidden.view(0).isHidden && !shown.view(0).isHidden)
        #expect(hidden.cell.contentView.frame.maxX == shown.cell.contentView.frame.maxX)
        #expect(none.cell.contentView.frame.maxX > hidden.cell.contentView.frame.maxX)
        let mark = hidden.view(0)
        #expect(hidden.cell.accessory(at: CGPoint(x: mark.frame.midX, y: mark.frame.midY)) == nil)
    }

    @Test("LIST-05 reservedLayoutWidth: the accessory is centred in a slot of that width; .actual takes the view's own width")
    func reservedWidths() {
        let wide = Row([.disclosureIndicator(options: .init(reservedLayoutWidth: .custom(60)))])
        defer { wide.close() }
        let standard = Row([.disclosureIndicator()])
        defer { standard.close() }
        let chevron = wide.view(0), plain = standard.view(0)
        #expect(chevron.frame.size == plain.frame.size)
        #expect(abs(chevron.frame.midX - (plain.frame.maxX - 30)) <= 1, "centred in 60 points that end where the plain one ends")
        #expect(standard.cell.contentView.frame.maxX - wide.cell.contentView.frame.maxX == 60 - plain.frame.width)

        let narrow = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let actual = Row([.customView(configuration: .init(customView: narrow, placement: .trailing(), maintainsFixedSize: true))])
        defer { actual.close() }
        #expect(narrow.frame.width == 10)
        let slotted = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let standardCustom = Row([.customView(configuration: .init(customView: slotted, placement: .trailing(), reservedLayoutWidth: .standard,
                                                                   maintainsFixedSize: true))])
        defer { standardCustom.close() }
        #expect(slotted.frame.size == CGSize(width: 10, height: 10), "a fixed size keeps its frame")
        #expect(actual.cell.contentView.frame.maxX - standardCustom.cell.contentView.frame.maxX == 14,
                "a custom view's own width by default, 24 points with .standard")
    }

    @Test("LIST-05 custom views go to their placement's edge, in its editing states, at its position among the accessories there; their tint is set")
    func customPlacement() {
        let before = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let after = UISwitch()
        let leading = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let editingOnly = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let row = Row([
            .disclosureIndicator(),
            .checkmark(),
            .customView(configuration: .init(customView: before, placement: .trailing(at: UICellAccessory.Placement.position(before: .checkmark())),
                                             tintColor: .systemPink, maintainsFixedSize: true)),
            .customView(configuration: .init(customView: after, placement: .trailing(at: UICellAccessory.Placement.position(after: .disclosureIndicator())))),
            .customView(configuration: .init(customView: leading, placement: .leading(), maintainsFixedSize: true)),
            .customView(configuration: .init(customView: editingOnly, placement: .trailing(displayed: .whenEditing), maintainsFixedSize: true)),
        ])
        defer { row.close() }
        let disclosure = row.view(0), checkmark = row.view(1)
        // Trailing, leading to trailing: the disclosure, the switch after it, the view placed before the checkmark, the checkmark.
        #expect(disclosure.frame.maxX <= after.frame.minX)
        #expect(after.frame.maxX <= before.frame.minX)
        #expect(before.frame.maxX <= checkmark.frame.minX)
        #expect(leading.frame.maxX <= row.cell.contentView.frame.minX, "at the leading edge")
        #expect(before.tintColor == .systemPink)
        #expect(editingOnly.isHidden)
        row.collectionView.isEditing = true
        row.screen.presentFrame()
        #expect(!editingOnly.isHidden && editingOnly.frame.maxX <= disclosure.frame.minX, "shown while editing, nearest the cell's inside by default")
        // A kind that is not at the edge: the end for after, the start for before.
        #expect(UICellAccessory.Placement.position(after: .reorder())([.checkmark()]) == 1)
        #expect(UICellAccessory.Placement.position(before: .reorder())([.checkmark()]) == 0)
        // Custom views match one another whatever their views, as UIKit matches accessory classes.
        let anyCustom = UICellAccessory.customView(configuration: .init(customView: UILabel(), placement: .trailing()))
        #expect(UICellAccessory.Placement.position(after: anyCustom)([.checkmark(), .customView(configuration: .init(customView: UISwitch(), placement: .trailing()))]) == 2)
        #expect(UICellAccessory.Placement.position(before: .checkmark())([.disclosureIndicator(), .checkmark()]) == 1)
    }

    @Test("LIST-05 the options' colours and fonts reach the drawing: the delete circle's fill, a label's font and colour; the reorder grip's separator, after another accessory, spans the row")
    func colorsAndFonts() {
        let font = UIFont.systemFont(ofSize: 11)
        let row = Row([
            .delete(displayed: .always, options: .init(backgroundColor: .systemBlue)),
            .label(text: "42", options: .init(tintColor: .systemGreen, font: font, adjustsFontForContentSizeCategory: false)),
            .reorder(displayed: .always),
        ])
        defer { row.close() }
        let minus = row.view(0)
        let image = row.screen.render()
        let circle = minus.convert(CGPoint(x: minus.bounds.midX, y: minus.bounds.midY - 7), to: nil)
        let fill = image.color(x: Int(circle.x), y: Int(circle.y))
        #expect(fill.blue > 200 && fill.red < 60, "the delete circle in the option's colour: \(fill)")
        let label = row.view(1) as! UILabel
        #expect(label.font == font && !label.adjustsFontForContentSizeCategory)
        #expect(label.textColor == .systemGreen)
        let grip = row.view(2) as! AccessoryGlyphView
        #expect(grip.showsVerticalSeparator && grip.frame.height == row.cell.bounds.height)
        let plainGrip = Row([.label(text: "1"), .reorder(displayed: .always, options: .init(showsVerticalSeparator: false))])
        defer { plainGrip.close() }
        #expect(!(plainGrip.view(1) as! AccessoryGlyphView).showsVerticalSeparator && plainGrip.view(1).frame.height < plainGrip.cell.bounds.height)
        let lone = Row([.reorder(displayed: .always)])
        defer { lone.close() }
        #expect(!(lone.view(0) as! AccessoryGlyphView).showsVerticalSeparator, "no separator without an accessory before the grip")
    }
}
