import Foundation
import UIKit

extension Fuzzer {
    /// Delta debugging (Zeller's ddmin): removes ever smaller chunks of the failing events
    /// while the rest still fails the same way, ending with a list from which no single event
    /// can be removed.
    func shrink(_ events: [FuzzEvent], failure: FuzzFailure) -> [FuzzEvent] {
        var current = Array(events.prefix(failure.eventIndex + 1))
        var budget = shrinkingBudget
        let deadline = Date().addingTimeInterval(shrinkingTimeLimit)
        func fails(_ candidate: [FuzzEvent]) -> Bool {
            guard budget > 0, Date() < deadline else { return false }
            budget -= 1
            guard let found = replay(candidate).failure else { return false }
            return found.matches(failure)
        }
        var granularity = 2
        while current.count >= 2, budget > 0 {
            let chunk = Int((Double(current.count) / Double(granularity)).rounded(.up))
            var reduced = false
            var start = 0
            while start < current.count, budget > 0 {
                let end = min(start + chunk, current.count)
                let complement = Array(current[..<start] + current[end...])
                if !complement.isEmpty, fails(complement) {
                    current = complement
                    granularity = max(granularity - 1, 2)
                    reduced = true
                    break
                }
                start = end
            }
            if !reduced {
                if granularity >= current.count { break }
                granularity = min(granularity * 2, current.count)
            }
        }
        // Then each event as simple as it can be: a drag becomes a tap where it ended, a long
        // press or a double tap a tap, a click loses its modifiers and second click.
        for index in current.indices {
            for simpler in current[index].simplifications {
                var candidate = current
                candidate[index] = simpler
                if fails(candidate) {
                    current = candidate
                    break
                }
            }
        }
        return current
    }
}

extension FuzzEvent {
    /// Simpler events that might do the same, simplest first.
    var simplifications: [FuzzEvent] {
        switch self {
        case .drag(_, let end, _, _): [.tap(at: end)]
        case .longPress(let point, _): [.tap(at: point)]
        case .tap(let point, let count) where count > 1: [.tap(at: point)]
        case .click(let point, let button, let count, let modifiers) where count > 1 || !modifiers.isEmpty:
            button == 1 ? [.tap(at: point), .click(at: point, button: 1, count: 1, modifiers: [])] : [.click(at: point, button: button, count: 1, modifiers: [])]
        case .click(let point, 1, _, _): [.tap(at: point)]
        case .pointerDrag(_, let end, 1): [.tap(at: end), .click(at: end, button: 1, count: 1, modifiers: [])]
        case .dragFromOtherApp(let mimeType, let data, let end, let delay, let drops) where delay > 0:
            [.dragFromOtherApp(mimeType: mimeType, data: data, to: end, delay: 0, drops: drops)]
        default: []
        }
    }
}
