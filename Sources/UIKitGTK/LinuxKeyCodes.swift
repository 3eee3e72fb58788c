/// Maps Linux key codes (evdev, as X11 and Wayland report them plus 8) to USB HID usages,
/// which `UIKey.keyCode` reports.
enum LinuxKeyCodes {
    /// The HID usage of an X11/Wayland hardware key code, or 0 when the key has none.
    static func hidUsage(forHardwareKeycode keycode: UInt32) -> Int {
        let evdev = Int(keycode) - 8
        guard evdev >= 0, evdev < table.count else { return 0 }
        return table[evdev]
    }

    /// Whether the key is on the numeric keypad.
    static func isKeypad(hardwareKeycode keycode: UInt32) -> Bool {
        (84...99).contains(hidUsage(forHardwareKeycode: keycode))
    }

    /// evdev code → HID usage (linux/input-event-codes.h against the HID usage tables).
    private static let table: [Int] = {
        var table = [Int](repeating: 0, count: 128)
        let letters: [(Int, Character)] = [
            (16, "q"), (17, "w"), (18, "e"), (19, "r"), (20, "t"), (21, "y"), (22, "u"), (23, "i"), (24, "o"), (25, "p"),
            (30, "a"), (31, "s"), (32, "d"), (33, "f"), (34, "g"), (35, "h"), (36, "j"), (37, "k"), (38, "l"),
            (44, "z"), (45, "x"), (46, "c"), (47, "v"), (48, "b"), (49, "n"), (50, "m"),
        ]
        for (code, letter) in letters {
            table[code] = 4 + Int(letter.asciiValue! - Character("a").asciiValue!)
        }
        for digit in 1...9 { table[1 + digit] = 29 + digit }   // KEY_1 = 2 … KEY_9 = 10 → 30 … 38
        let others: [(Int, Int)] = [
            (11, 39), (1, 41), (12, 45), (13, 46), (14, 42), (15, 43), (26, 47), (27, 48), (28, 40), (29, 224),
            (39, 51), (40, 52), (41, 53), (42, 225), (43, 49), (51, 54), (52, 55), (53, 56), (54, 229), (55, 85),
            (56, 226), (57, 44), (58, 57), (69, 83), (70, 71), (71, 95), (72, 96), (73, 97), (74, 86), (75, 92),
            (76, 93), (77, 94), (78, 87), (79, 89), (80, 90), (81, 91), (82, 98), (83, 99), (87, 68), (88, 69),
            (96, 88), (97, 228), (98, 84), (100, 230), (102, 74), (103, 82), (104, 75), (105, 80), (106, 79),
            (107, 77), (108, 81), (109, 78), (110, 73), (111, 76), (119, 72), (125, 227), (126, 231),
        ]
        for (code, usage) in others { table[code] = usage }
        for index in 0..<10 { table[59 + index] = 58 + index }   // F1 … F10
        return table
    }()
}
