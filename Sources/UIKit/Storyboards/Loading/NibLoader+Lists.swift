import Foundation

/// Table and collection views: their properties, prototype cells (registered by reuse
/// identifier as nibs) and static cells.
extension NibLoader {
    /// The document's identifier of the controller segues start from (prototypes connect to it).
    var segueSourceID: String? {
        guard let segueSource else { return nil }
        return segueSource.storyboardScene?.element.id
    }

    func applyTableViewProperties(_ element: InterfaceBuilderElement, to table: UITableView) {
        switch element["separatorStyle"] {
        case "none": table.separatorStyle = .none
        case "default", "singleLine", "singleLineEtched": table.separatorStyle = .singleLine
        default: break
        }
        if let height = element.number("rowHeight") { table.rowHeight = height }
        if let height = element.number("estimatedRowHeight") { table.estimatedRowHeight = height }
        if let height = element.number("sectionHeaderHeight") { table.sectionHeaderHeight = height }
        if let height = element.number("sectionFooterHeight") { table.sectionFooterHeight = height }
        if let allows = element.bool("allowsSelection") { table.allowsSelection = allows }
        if let allows = element.bool("allowsMultipleSelection") { table.allowsMultipleSelection = allows }
        if let allows = element.bool("allowsSelectionDuringEditing") { table.allowsSelectionDuringEditing = allows }
        if let color = element.child("color", key: "separatorColor") { table.separatorColor = values.color(color) }
        if let inset = values.insets(element.child("inset", key: "separatorInset")) { table.separatorInset = inset }
        if let header = element.children.first(where: { $0.key == "tableHeaderView" }), let view = makeObject(header) as? UIView {
            table.tableHeaderView = view
        }
        if let footer = element.children.first(where: { $0.key == "tableFooterView" }), let view = makeObject(footer) as? UIView {
            table.tableFooterView = view
        }
    }

    func finishTableView(_ element: InterfaceBuilderElement, _ table: UITableView) {
        if let storyboard {
            for prototype in element.children(of: "prototypes") where prototype.name == "tableViewCell" {
                guard let identifier = prototype["reuseIdentifier"], !identifier.isEmpty else {
                    log(prototype, "a prototype cell without a reuse identifier cannot be dequeued; it is left out")
                    continue
                }
                table.register(UINib(prototype: prototype, storyboard: storyboard, segueSource: segueSource, sourceID: segueSourceID), forCellReuseIdentifier: identifier)
            }
        }
        guard element["dataMode"] == "static" else { return }
        var sections: [StaticTableSection] = []
        for sectionElement in element.children(of: "sections") where sectionElement.name == "tableViewSection" {
            var cells: [UITableViewCell] = []
            var heights: [CGFloat?] = []
            for cellElement in sectionElement.children(of: "cells") {
                guard let cell = makeObject(cellElement) as? UITableViewCell else { continue }
                cells.append(cell)
                heights.append(cellElement.bool("customRowHeight") == false ? nil : cellElement.number("rowHeight"))
            }
            if let id = sectionElement.id { setObject(table, id: id) }
            sections.append(StaticTableSection(headerTitle: sectionElement["headerTitle"], footerTitle: sectionElement["footerTitle"],
                                               cells: cells, rowHeights: heights))
        }
        table.staticSections = sections
    }

    func applyTableViewCellProperties(_ element: InterfaceBuilderElement, to cell: UITableViewCell) {
        switch element["selectionStyle"] {
        case "none": cell.selectionStyle = .none
        case "blue": cell.selectionStyle = .blue
        case "gray": cell.selectionStyle = .gray
        case "default": cell.selectionStyle = .default
        default: break
        }
        if let accessory = Self.accessoryType(element["accessoryType"]) { cell.accessoryType = accessory }
        if let accessory = Self.accessoryType(element["editingAccessoryType"]) { cell.editingAccessoryType = accessory }
        if let level = element.integer("indentationLevel") { cell.indentationLevel = level }
        if let width = element.number("indentationWidth") { cell.indentationWidth = width }
        if let inset = values.insets(element.child("inset", key: "separatorInset")) { cell.separatorInset = inset }
    }

    private static func accessoryType(_ name: String?) -> UITableViewCell.AccessoryType? {
        switch name {
        case "none": UITableViewCell.AccessoryType.none
        case "disclosureIndicator": .disclosureIndicator
        case "detailDisclosureButton": .detailDisclosureButton
        case "checkmark": .checkmark
        case "detailButton": .detailButton
        default: nil
        }
    }

    /// UITableViewCell's style from its element (`style="IBUITableViewCellStyleSubtitle"`).
    static func cellStyle(_ name: String?) -> UITableViewCell.CellStyle {
        switch name {
        case "IBUITableViewCellStyleValue1": .value1
        case "IBUITableViewCellStyleValue2": .value2
        case "IBUITableViewCellStyleSubtitle": .subtitle
        default: .default
        }
    }

    // MARK: Collection views

    func applyCollectionViewProperties(_ element: InterfaceBuilderElement, to collection: UICollectionView) {
        if let allows = element.bool("allowsSelection") { collection.allowsSelection = allows }
        if let allows = element.bool("allowsMultipleSelection") { collection.allowsMultipleSelection = allows }
    }

    /// Sets a flow layout as a collection view's element describes it
    /// (`<collectionViewFlowLayout key="collectionViewLayout">`).
    static func configure(_ layout: UICollectionViewFlowLayout, from element: InterfaceBuilderElement) {
        func size(_ key: String) -> CGSize? {
            element.child("size", key: key).map { CGSize(width: $0.number("width") ?? 0, height: $0.number("height") ?? 0) }
        }
        if element["scrollDirection"] == "horizontal" { layout.scrollDirection = .horizontal }
        if let spacing = element.number("minimumLineSpacing") { layout.minimumLineSpacing = spacing }
        if let spacing = element.number("minimumInteritemSpacing") { layout.minimumInteritemSpacing = spacing }
        if let value = size("itemSize") { layout.itemSize = value }
        if let value = size("estimatedItemSize") { layout.estimatedItemSize = value }
        if let value = size("headerReferenceSize") { layout.headerReferenceSize = value }
        if let value = size("footerReferenceSize") { layout.footerReferenceSize = value }
        if let inset = element.child("inset", key: "sectionInset") {
            layout.sectionInset = UIEdgeInsets(top: inset.number("minY") ?? 0, left: inset.number("minX") ?? 0,
                                               bottom: inset.number("maxY") ?? 0, right: inset.number("maxX") ?? 0)
        }
    }

    func finishCollectionView(_ element: InterfaceBuilderElement, _ collection: UICollectionView) {
        guard let storyboard else { return }
        for prototype in element.children(of: "cells") where prototype.name == "collectionViewCell" {
            guard let identifier = prototype["reuseIdentifier"], !identifier.isEmpty else {
                log(prototype, "a prototype cell without a reuse identifier cannot be dequeued; it is left out")
                continue
            }
            collection.register(UINib(prototype: prototype, storyboard: storyboard, segueSource: segueSource, sourceID: segueSourceID), forCellWithReuseIdentifier: identifier)
        }
    }
}
