import Foundation
import UIKit

/// Makes the next event from what is on screen now: most pointer and finger events aim at
/// something that takes input (a control, a cell, a bar item, a view with gesture recognizers
/// or interactions); the rest land anywhere, edges included, where split views' swipes start.
@MainActor
struct FuzzEventGenerator {
    var random: FuzzRandom
    let screen: HeadlessScreen

    init(seed: UInt64, screen: HeadlessScreen) {
        random = FuzzRandom(seed: seed)
        self.screen = screen
    }

    /// How often each kind of event comes, out of the sum.
    private static let weights: [(Kind, Int)] = [
        (.tap, 24), (.longPress, 3), (.drag, 8), (.edgeSwipe, 2), (.pinch, 2), (.movePointer, 7), (.movePointerOutside, 1),
        (.click, 8), (.pointerDrag, 3), (.scrollWheel, 4), (.trackpadScroll, 3), (.trackpadTransform, 1), (.press, 8),
        (.type, 4), (.commitText, 2), (.composeText, 1), (.paste, 3), (.dragFromOtherApp, 2), (.chooseMenuItem, 3), (.resizeWindows, 2),
        (.setAppearance, 1), (.setTextSize, 1), (.openWindow, 1), (.closeWindow, 1), (.focusWindow, 1), (.wait, 6),
    ]
    private static let totalWeight = weights.reduce(0) { $0 + $1.1 }

    private enum Kind {
        case tap, longPress, drag, edgeSwipe, pinch, movePointer, movePointerOutside, click, pointerDrag, scrollWheel
        case trackpadScroll, trackpadTransform, press, type, commitText, composeText, paste, dragFromOtherApp, chooseMenuItem, resizeWindows
        case setAppearance, setTextSize, openWindow, closeWindow, focusWindow, wait
    }

    mutating func next() -> FuzzEvent {
        var roll = Int.random(in: 0..<Self.totalWeight, using: &random)
        var kind = Kind.wait
        for (candidate, weight) in Self.weights {
            if roll < weight { kind = candidate; break }
            roll -= weight
        }
        return make(kind)
    }

    private mutating func make(_ kind: Kind) -> FuzzEvent {
        switch kind {
        case .tap:
            return .tap(at: target(), count: random.chance(0.1) ? 2 : 1)
        case .longPress:
            return .longPress(at: target(), duration: random.pick([0.3, 0.6, 1.0, 2.5]))
        case .drag:
            let start = target()
            let length = random.pick([4.0, 20, 80, 300, 900])
            let angle = Double.random(in: 0..<(2 * .pi), using: &random)
            let end = clamp(CGPoint(x: start.x + (length * cos(angle)).rounded(), y: start.y + (length * sin(angle)).rounded()))
            return .drag(from: start, to: end, steps: random.pick([2, 6, 12, 30]), duration: random.pick([0.05, 0.2, 0.6, 1.5]))
        case .edgeSwipe:
            let frame = windowFrames().randomElement(using: &random) ?? CGRect(origin: .zero, size: screen.size)
            let y = random.coordinate(frame.minY + 20...max(frame.minY + 20, frame.maxY - 20))
            let fromLeading = random.chance(0.8)
            let start = CGPoint(x: fromLeading ? frame.minX + 2 : frame.maxX - 2, y: y)
            let distance = random.pick([30.0, 150, 400])
            let end = clamp(CGPoint(x: start.x + (fromLeading ? distance : -distance), y: y))
            return .drag(from: start, to: end, steps: 12, duration: random.pick([0.15, 0.4]))
        case .pinch:
            return .pinch(center: target(), from: random.pick([40, 120, 300]), to: random.pick([30, 100, 400]),
                          rotation: random.pick([0, 0.5, -1.2]))
        case .movePointer:
            return .movePointer(to: target())
        case .movePointerOutside:
            return .movePointerOutside
        case .click:
            let button = random.chance(0.75) ? 1 : random.chance(0.8) ? 2 : 3
            let modifiers: UIKeyModifierFlags = random.chance(0.15) ? random.pick([.shift, .command, .alternate, .control, [.command, .shift]]) : []
            return .click(at: target(), button: button, count: random.chance(0.15) ? 2 : 1, modifiers: modifiers)
        case .pointerDrag:
            let start = target()
            return .pointerDrag(from: start, to: clamp(CGPoint(x: start.x + random.coordinate(-400...400), y: start.y + random.coordinate(-400...400))),
                                button: random.chance(0.9) ? 1 : 2)
        case .scrollWheel:
            return .scrollWheel(at: target(), by: CGVector(dx: 0, dy: random.pick([-120, -40, 40, 120])), clicks: random.pick([1, 3, 10]))
        case .trackpadScroll:
            let dx = random.chance(0.3) ? random.coordinate(-30...30) : 0
            let dy = random.coordinate(-60...60)
            return .trackpadScroll(at: target(), delta: CGVector(dx: dx, dy: dy), frames: random.pick([2, 6, 20]))
        case .trackpadTransform:
            return .trackpadTransform(at: target(), scale: random.pick([0.5, 0.8, 1.5, 3]), rotation: random.pick([0, 0.4, -0.8]))
        case .press:
            let (key, characters) = random.pick(Self.keys)
            let modifiers: UIKeyModifierFlags = random.chance(0.25) ? random.pick([.command, .shift, .alternate, .control, [.command, .shift], [.command, .alternate]]) : []
            return .press(key, characters: characters, modifiers: modifiers)
        case .type:
            return .type(random.pick(["a", "hello", "Hello, World!", "42", "   ", "\n", "\t", "x\u{8}\u{8}y", "\u{1B}"]))
        case .commitText:
            return .commitText(random.pick(Self.texts))
        case .composeText:
            return .composeText(random.pick(["ni", "\u{306B}", "\u{1100}\u{1161}", ""]))
        case .paste:
            return .paste(random.pick(Self.texts + Self.invalidUTF8))
        case .dragFromOtherApp:
            let (mimeType, data) = random.pick(Self.otherAppDrags)
            return .dragFromOtherApp(mimeType: mimeType, data: data, to: target(), delay: random.pick([0, 0, 0.3, 2]),
                                     drops: random.chance(0.8))
        case .chooseMenuItem:
            let paths = menuPaths()
            return paths.isEmpty ? .wait(0.1) : .chooseMenuItem(random.pick(paths))
        case .resizeWindows:
            // Portrait sizes keep their widths (which decide size classes) on a landscape screen.
            let size = random.pick(Self.windowSizes)
            return .resizeWindows(to: CGSize(width: min(size.width, screen.size.width), height: min(size.height, screen.size.height)))
        case .setAppearance:
            return .setAppearance(screen.userInterfaceStyle == .dark ? .light : .dark)
        case .setTextSize:
            return .setTextSize(random.pick([.extraSmall, .large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge]))
        case .openWindow:
            return screen.appWindows.count < 4 ? .openWindow : .focusWindow(index: 0)
        case .closeWindow:
            let count = screen.appWindows.count
            return count > 1 ? .closeWindow(index: Int.random(in: 0..<count, using: &random)) : .wait(0.1)
        case .focusWindow:
            let count = screen.appWindows.count
            return .focusWindow(index: count > 0 ? Int.random(in: 0..<count, using: &random) : 0)
        case .wait:
            return .wait(random.pick([0, 0.05, 0.25, 0.5, 1, 3]))
        }
    }

    // MARK: What is on screen

    /// A point on something that takes input, or (a third of the time) anywhere on the screen.
    private mutating func target() -> CGPoint {
        if random.chance(0.7) {
            let targets = inputTargets()
            if !targets.isEmpty {
                let rect = random.pick(targets)
                return CGPoint(x: random.coordinate(rect.minX...max(rect.minX, rect.maxX - 1)),
                               y: random.coordinate(rect.minY...max(rect.minY, rect.maxY - 1)))
            }
        }
        return CGPoint(x: random.coordinate(0...screen.size.width - 1), y: random.coordinate(0...screen.size.height - 1))
    }

    private func clamp(_ point: CGPoint) -> CGPoint {
        CGPoint(x: min(max(point.x, 0), screen.size.width - 1), y: min(max(point.y, 0), screen.size.height - 1))
    }

    private func windowFrames() -> [CGRect] {
        screen.appWindows.compactMap { window in
            screen.hostWindow(showing: window).map { CGRect(origin: $0.origin, size: window.bounds.size) }
        }
    }

    /// Screen rectangles of the visible views that take input.
    private func inputTargets() -> [CGRect] {
        var rects: [CGRect] = []
        for window in screen.appWindows {
            guard let origin = screen.hostWindow(showing: window)?.origin else { continue }
            let visible = window.bounds
            func visit(_ view: UIView) {
                guard !view.isHidden, view.alpha > 0.01, view.isUserInteractionEnabled else { return }
                let takesInput = (view as? UIControl)?.isEnabled == true || view is UITableViewCell || view is UICollectionViewCell
                    || !(view.gestureRecognizers ?? []).isEmpty || !view.interactions.isEmpty
                if takesInput, view !== window {
                    let rect = view.convert(view.bounds, to: window).intersection(visible)
                        .offsetBy(dx: origin.x, dy: origin.y).intersection(CGRect(origin: .zero, size: screen.size))
                    if !rect.isNull, rect.width >= 1, rect.height >= 1 { rects.append(rect) }
                }
                for subview in view.subviews { visit(subview) }
            }
            visit(window)
        }
        // In reading order: the order of sibling views (a list's cells, which UIKit keeps in no
        // particular order) must not change which one a seed picks.
        return rects.sorted { ($0.minY, $0.minX, $0.height, $0.width) < ($1.minY, $1.minX, $1.height, $1.width) }
    }

    /// The main menu's enabled commands in the focused window.
    private func menuPaths() -> [[String]] {
        guard let window = screen.appWindows.first(where: screen.isFocused) ?? screen.appWindows.first else { return [] }
        var paths: [[String]] = []
        func visit(_ items: [MainMenuItem], prefix: [String]) {
            for item in items {
                if item.isSubmenu {
                    visit(Array(item.sections.joined()), prefix: prefix + [item.title])
                } else if item.isEnabled {
                    paths.append(prefix + [item.title])
                }
            }
        }
        visit(Array(screen.mainMenu(of: window).joined()), prefix: [])
        // Quitting ends the run rather than testing anything.
        return paths.filter { !($0.last ?? "").hasPrefix("Quit") && !($0.last ?? "").hasPrefix("Close") }
    }

    // MARK: Input corpora

    private static let keys: [(UIKeyboardHIDUsage, String?)] = [
        (.keyboardA, "a"), (.keyboardZ, "z"), (.keyboard1, "1"), (.keyboard5, "5"), (.keyboardN, "n"), (.keyboardW, "w"),
        (.keyboardC, "c"), (.keyboardV, "v"), (.keyboardX, "x"), (.keyboardF, "f"), (.keyboardPeriod, "."),
        (.keyboardReturnOrEnter, "\r"), (.keyboardEscape, "\u{1B}"), (.keyboardTab, "\t"), (.keyboardSpacebar, " "),
        (.keyboardDeleteOrBackspace, "\u{8}"), (.keyboardDeleteForward, nil), (.keyboardUpArrow, nil), (.keyboardDownArrow, nil),
        (.keyboardLeftArrow, nil), (.keyboardRightArrow, nil), (.keyboardHome, nil), (.keyboardEnd, nil), (.keyboardPageUp, nil),
        (.keyboardPageDown, nil), (.keyboardF9, nil), (.keyboardF10, nil), (.keyboardF1, nil),
    ]

    /// Text people type and paste, the awkward kinds included: empty, right-to-left, combining
    /// marks, emoji sequences, controls, and huge.
    static let texts: [FuzzText] = [
        .string(""), .string("hello"), .string("Hello, World!\nSecond line"),
        .string("\u{5E9}\u{5DC}\u{5D5}\u{5DD} \u{5E2}\u{5D5}\u{5DC}\u{5DD}"), .string("\u{645}\u{631}\u{62D}\u{628}\u{627} 123"),
        .string("e\u{301}\u{302}\u{303}\u{304}\u{305}"), .string("\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}\u{1F3FD}"),
        .string("\u{202E}reversed\u{202C} text"), .string("a\u{0}b"), .string("\t\t\n\n\r"),
        .repeated("x", count: 100_000), .repeated("a\u{301}\u{5D0} ", count: 5_000),
    ]

    /// What another application may put on the clipboard as text that is not UTF-8.
    static let invalidUTF8: [FuzzText] = [
        .bytes([0xFF, 0xFE, 0x41]), .bytes([0xED, 0xA0, 0x80]), .bytes([0xC0, 0x80, 0x61]), .bytes([0x61, 0xE2, 0x82]),
    ]

    /// What other applications drag in: text (valid or not), links and files from a file
    /// manager, a PNG (whole, and cut short), HTML, and bytes of no known kind.
    static let otherAppDrags: [(String, FuzzText)] = texts.map { ("text/plain;charset=utf-8", $0) }
        + invalidUTF8.map { ("text/plain;charset=utf-8", $0) } + [
            ("text/uri-list", .string("file:///home/user/Pictures/photo.png\r\n")),
            ("text/uri-list", .string("https://example.com/a?b=c\r\nfile:///tmp/notes.txt\r\n")),
            ("text/uri-list", .string("not a link")),
            ("image/png", .bytes(tinyPNG)), ("image/png", .bytes(Array(tinyPNG.prefix(20)))),
            ("text/html", .string("<b>bold</b> &amp; <i>more")),
            ("application/octet-stream", .bytes([0x00, 0xFF, 0x10, 0x80])),
        ]

    /// A whole 2×2 PNG.
    private static let tinyPNG: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x02,
        0x00, 0x00, 0x00, 0x02, 0x08, 0x02, 0x00, 0x00, 0x00, 0xFD, 0xD4, 0x9A, 0x73, 0x00, 0x00, 0x00, 0x11, 0x49, 0x44, 0x41,
        0x54, 0x78, 0x9C, 0x63, 0xF8, 0xCF, 0xC0, 0x00, 0x44, 0x0C, 0x60, 0xF2, 0x3F, 0x00, 0x1B, 0xF2, 0x03, 0xFD, 0xF3, 0xE7,
        0x4B, 0xB1, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ]

    /// Window sizes a 12.9-inch iPad's multitasking gives (both orientations), and a phone-like one.
    static let windowSizes: [CGSize] = {
        var sizes: [CGSize] = []
        for preset in MultitaskingPreset.all(for: .iPadPro12_9) {
            let size = preset.windowFrame.size
            if !sizes.contains(size) { sizes.append(size) }
        }
        return sizes + [CGSize(width: 320, height: 568)]
    }()
}
