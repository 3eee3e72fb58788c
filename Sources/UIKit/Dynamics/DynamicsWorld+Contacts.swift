import Foundation

extension DynamicsWorld {
    /// The contacts of every collision behavior's items with each other and with its boundaries.
    func findContacts(referenceBounds: CGRect?, h: Double) -> [Contact] {
        var contacts: [Contact] = []
        for case let collision as UICollisionBehavior in behaviorList {
            var seen = Set<ObjectIdentifier>()
            let members = collision.items.compactMap { body(for: $0) }.filter { seen.insert(ObjectIdentifier($0)).inserted }
            func make(_ a: ContactShape, _ b: ContactShape, key: ContactKey, item2: (any UIDynamicItem)?, identifier: (any NSCopying)?) {
                guard let item1 = a.body?.item,
                      let contact = Contact(a, b, margin: Self.contactMargin, restitutionThreshold: Self.bounceThreshold, h: h,
                                            key: key, behavior: collision, item1: item1, item2: item2, boundaryIdentifier: identifier)
                else { return }
                contacts.append(contact)
            }
            if collision.collisionMode.contains(.items) {
                for i in members.indices {
                    for j in members.indices where j > i {
                        let a = members[i], b = members[j]
                        guard !(a.isStatic && b.isStatic),
                              (b.position - a.position).length <= a.radius + b.radius + Self.contactMargin else { continue }
                        let key = ContactKey(first: ObjectIdentifier(a.item), second: ObjectIdentifier(b.item), boundary: 0)
                        for shapeA in a.shapes.indices {
                            for shapeB in b.shapes.indices {
                                make(.body(a, shapeA), .body(b, shapeB), key: key, item2: b.item, identifier: nil)
                            }
                        }
                    }
                }
            }
            guard collision.collisionMode.contains(.boundaries) else { continue }
            var walls: [(index: Int, identifier: (any NSCopying)?, polygons: [[Vector2]])] = []
            if let insets = collision.referenceBoundsInsets, let bounds = referenceBounds {
                walls.append((-1, nil, Self.walls(around: bounds.inset(by: insets))))
            }
            for (index, boundary) in collision.boundaries.enumerated() {
                let segments = DynamicBody.flattenSubpaths(boundary.path.cgPath).flatMap { points in
                    zip(points, points.dropFirst()).compactMap { $0 == $1 ? nil : [$0, $1] }
                }
                walls.append((index, boundary.identifier, segments))
            }
            for body in members where !body.isStatic {
                for wall in walls {
                    let key = ContactKey(first: ObjectIdentifier(body.item), second: nil, boundary: wall.index)
                    for polygon in wall.polygons {
                        for shape in body.shapes.indices {
                            make(.body(body, shape), .fixed(polygon), key: key, item2: nil, identifier: wall.identifier)
                        }
                    }
                }
            }
        }
        return contacts
    }

    /// Four thick walls just outside `rect`, so that a fast item cannot pass through one.
    static func walls(around rect: CGRect) -> [[Vector2]] {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return [] }
        let t = 1000.0
        let minX = Double(rect.minX), maxX = Double(rect.maxX), minY = Double(rect.minY), maxY = Double(rect.maxY)
        func box(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> [Vector2] {
            [Vector2(x0, y0), Vector2(x1, y0), Vector2(x1, y1), Vector2(x0, y1)]
        }
        return [box(minX - t, minY - t, maxX + t, minY), box(minX - t, maxY, maxX + t, maxY + t),
                box(minX - t, minY, minX, maxY), box(maxX, minY, maxX + t, maxY)]
    }

    /// Compares this step's contacts with the last step's and queues began/ended callbacks.
    func reportContacts(_ contacts: [Contact]) {
        var current: [ObjectIdentifier: [ContactKey: ContactInfo]] = [:]
        var owners: [ObjectIdentifier: UICollisionBehavior] = [:]
        for contact in contacts {
            let id = ObjectIdentifier(contact.behavior)
            owners[id] = contact.behavior
            if current[id]?[contact.key] == nil { current[id, default: [:]][contact.key] = contact.info }
        }
        for case let collision as UICollisionBehavior in behaviorList {
            let id = ObjectIdentifier(collision)
            let now = current[id] ?? [:]
            let before = contactHistory[id] ?? [:]
            contactHistory[id] = now
            guard collision.collisionDelegate != nil else { continue }
            for (key, info) in now where before[key] == nil {
                queue { [weak collision] in
                    guard let collision, let delegate = collision.collisionDelegate else { return }
                    if let other = info.item2 {
                        delegate.collisionBehavior(collision, beganContactFor: info.item1, with: other, at: info.point)
                    } else {
                        delegate.collisionBehavior(collision, beganContactFor: info.item1, withBoundaryIdentifier: info.boundaryIdentifier, at: info.point)
                    }
                }
            }
            for (key, info) in before where now[key] == nil {
                queue { [weak collision] in
                    guard let collision, let delegate = collision.collisionDelegate else { return }
                    if let other = info.item2 {
                        delegate.collisionBehavior(collision, endedContactFor: info.item1, with: other)
                    } else {
                        delegate.collisionBehavior(collision, endedContactFor: info.item1, withBoundaryIdentifier: info.boundaryIdentifier)
                    }
                }
            }
        }
    }
}
