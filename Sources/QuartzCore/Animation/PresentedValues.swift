/// The values a layer's animations present, by property, in the order the properties were
/// first set. A layer animates a few properties at once, so a short array searched in order
/// serves better than a dictionary; emptied with its capacity kept, it is reused frame after
/// frame without allocating.
struct PresentedValues {
    private(set) var entries: [(property: String, value: AnimationValue)] = []

    var isEmpty: Bool { entries.isEmpty }

    subscript(property: String) -> AnimationValue? {
        get {
            for entry in entries where entry.property == property { return entry.value }
            return nil
        }
        set {
            let index = entries.firstIndex { $0.property == property }
            switch (index, newValue) {
            case let (index?, value?): entries[index].value = value
            case let (index?, nil): entries.remove(at: index)
            case let (nil, value?): entries.append((property, value))
            case (nil, nil): break
            }
        }
    }

    mutating func removeAll() { entries.removeAll(keepingCapacity: true) }
}
