/// Swift 2's spellings of today's names, for `Swift2Migration`: UIKit's, QuartzCore's and
/// CoreGraphics' from the SDK headers (`generated`, written by `Scripts/api-census
/// --swift2-renames`), and Foundation's and CoreGraphics' functions, which the census does not
/// read, by hand.
struct Swift2RenameTable {
    /// Methods: the Swift 2 name at a call (`setTitle(_:forState:)`) → today's (`setTitle(_:for:)`).
    private(set) var methods: [String: String] = [:]
    /// Methods by Swift 2 base name: their labels and today's name (to match a call whose
    /// last argument is a trailing closure).
    private(set) var methodsByBase: [String: [(old: [String], modern: String)]] = [:]
    /// Properties by Objective-C name → today's (`collapsed` → `isCollapsed`; unchanged ones too).
    private(set) var properties: [String: String] = [:]
    /// Enum cases, Swift 2's UpperCamelCase → today's (`System` → `system`).
    private(set) var cases: [String: String] = [:]
    /// Constants by C name → today's expression (`kCATransitionFade` → `CATransitionType.fade`).
    private(set) var constants: [String: String] = [:]

    static let shared = Swift2RenameTable(text: generated)

    init(text: String) {
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3 else { continue }
            let (kind, old, modern) = (fields[0], fields[1], fields[2])
            switch kind {
            case "method":
                methods[old] = modern
                if let (base, labels) = Self.split(old) { methodsByBase[base, default: []].append((labels, modern)) }
            case "property": properties[old] = modern
            case "case": cases[old] = modern
            case "constant": constants[old] = modern
            default: continue
            }
        }
    }

    /// `base(a:b:)` for a base name and labels (`_` for none).
    static func key(base: String, labels: [String]) -> String {
        labels.isEmpty ? "\(base)()" : "\(base)(" + labels.map { "\($0):" }.joined() + ")"
    }

    /// The base name and labels of `base(a:b:)`; `base()` has none.
    static func split(_ name: String) -> (String, [String])? {
        guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else { return nil }
        let base = String(name[..<open])
        let inside = name[name.index(after: open)..<name.index(before: name.endIndex)]
        let labels = inside.split(separator: ":").map(String.init)
        return (base, labels)
    }

    // MARK: By hand: Foundation and CoreGraphics

    /// Foundation's classes that Swift 3 imports as value types or under new names.
    static let foundationTypes: [String: String] = [
        "NSBundle": "Bundle", "NSURL": "URL", "NSData": "Data", "NSDate": "Date", "NSIndexPath": "IndexPath",
        "NSUserDefaults": "UserDefaults", "NSNotificationCenter": "NotificationCenter", "NSFileManager": "FileManager",
        "NSTimer": "Timer", "NSNotification": "Notification", "NSURLRequest": "URLRequest", "NSCalendar": "Calendar",
        "NSLocale": "Locale", "NSTimeZone": "TimeZone", "NSUUID": "UUID", "NSDateFormatter": "DateFormatter",
        "NSNumberFormatter": "NumberFormatter", "NSJSONSerialization": "JSONSerialization", "NSOperationQueue": "OperationQueue",
        "NSProcessInfo": "ProcessInfo", "NSRunLoop": "RunLoop", "NSThread": "Thread", "NSURLSession": "URLSession",
        "NSDateComponents": "DateComponents", "NSCharacterSet": "CharacterSet", "NSIndexSet": "IndexSet",
    ]

    /// Foundation's singletons and properties under their Swift 3 names, and enum cases Swift 3
    /// lowercased.
    static let foundationMembers: [String: String] = [
        "mainBundle": "main", "standardUserDefaults": "standard", "defaultCenter": "default", "defaultManager": "default",
        "currentCalendar": "current", "mainQueue": "main", "currentLocale": "current", "localTimeZone": "local",
        "processInfo": "processInfo", "mainRunLoop": "main", "currentRunLoop": "current", "sharedSession": "shared",
        "whitespaceCharacterSet": "whitespaces", "whitespaceAndNewlineCharacterSet": "whitespacesAndNewlines",
        "UTF8StringEncoding": "utf8",
    ]

    /// Foundation's methods under their Swift 3 names.
    static let foundationMethods: [String: String] = [
        "Bundle(forClass:)": "Bundle(for:)",
        "pathForResource(_:ofType:)": "path(forResource:ofType:)",
        "URLForResource(_:withExtension:)": "url(forResource:withExtension:)",
        "objectForKey(_:)": "object(forKey:)",
        "boolForKey(_:)": "bool(forKey:)", "integerForKey(_:)": "integer(forKey:)", "stringForKey(_:)": "string(forKey:)",
        "doubleForKey(_:)": "double(forKey:)", "floatForKey(_:)": "float(forKey:)", "arrayForKey(_:)": "array(forKey:)",
        "dictionaryForKey(_:)": "dictionary(forKey:)", "dataForKey(_:)": "data(forKey:)",
        "setBool(_:forKey:)": "set(_:forKey:)", "setInteger(_:forKey:)": "set(_:forKey:)", "setDouble(_:forKey:)": "set(_:forKey:)",
        "setFloat(_:forKey:)": "set(_:forKey:)", "removeObjectForKey(_:)": "removeObject(forKey:)",
        "postNotificationName(_:object:)": "post(name:object:)", "postNotificationName(_:object:userInfo:)": "post(name:object:userInfo:)",
        "componentsSeparatedByString(_:)": "components(separatedBy:)", "stringByAppendingString(_:)": "appending(_:)",
        "stringByReplacingOccurrencesOfString(_:withString:)": "replacingOccurrences(of:with:)",
        "stringByTrimmingCharactersInSet(_:)": "trimmingCharacters(in:)",
        "appendContentsOf(_:)": "append(contentsOf:)", "removeAtIndex(_:)": "remove(at:)", "insert(_:atIndex:)": "insert(_:at:)",
        "removeAll(keepCapacity:)": "removeAll(keepingCapacity:)",
        "sortInPlace(_:)": "sort(by:)", "joinWithSeparator(_:)": "joined(separator:)",
        "dataUsingEncoding(_:)": "data(using:)", "URLByAppendingPathComponent(_:)": "appendingPathComponent(_:)",
        "fileExistsAtPath(_:)": "fileExists(atPath:)", "contentsOfDirectoryAtPath(_:)": "contentsOfDirectory(atPath:)",
        "removeItemAtPath(_:)": "removeItem(atPath:)", "removeItemAtURL(_:)": "removeItem(at:)",
        "scheduledTimerWithTimeInterval(_:target:selector:userInfo:repeats:)": "scheduledTimer(timeInterval:target:selector:userInfo:repeats:)",
        "dateFromString(_:)": "date(from:)", "stringFromDate(_:)": "string(from:)",
        "JSONObjectWithData(_:options:)": "jsonObject(with:options:)", "dataWithJSONObject(_:options:)": "data(withJSONObject:options:)",
    ]

    /// Instance methods of the iOS 9 SDK that are properties today (Swift 2 called them;
    /// class properties, called on a type, are found by that).
    static let methodsThatBecameProperties: Set<String> = [
        "displayModeButtonItem", "editButtonItem", "intrinsicContentSize", "preferredStatusBarStyle", "prefersStatusBarHidden",
        "shouldAutorotate", "supportedInterfaceOrientations", "canBecomeFirstResponder", "isFirstResponder",
        "preferredFocusedView", "childViewControllerForStatusBarStyle", "childViewControllerForStatusBarHidden",
    ]

    /// CoreGraphics' and UIKit's constructor functions → the initializers that replaced them.
    static let constructors: [String: (type: String, labels: [String])] = [
        "CGRectMake": ("CGRect", ["x", "y", "width", "height"]), "CGPointMake": ("CGPoint", ["x", "y"]),
        "CGSizeMake": ("CGSize", ["width", "height"]), "CGVectorMake": ("CGVector", ["dx", "dy"]),
        "UIEdgeInsetsMake": ("UIEdgeInsets", ["top", "left", "bottom", "right"]), "NSMakeRange": ("NSRange", ["location", "length"]),
        "UIOffsetMake": ("UIOffset", ["horizontal", "vertical"]),
    ]

    /// CoreGraphics' getter functions → the properties that replaced them.
    static let geometryGetters: [String: String] = [
        "CGRectGetWidth": "width", "CGRectGetHeight": "height", "CGRectGetMinX": "minX", "CGRectGetMinY": "minY",
        "CGRectGetMaxX": "maxX", "CGRectGetMaxY": "maxY", "CGRectGetMidX": "midX", "CGRectGetMidY": "midY",
        "CGRectIsEmpty": "isEmpty", "CGRectIsNull": "isNull", "CGRectIntegral": "integral", "CGRectStandardize": "standardized",
    ]

    /// CoreGraphics' constants → the static members that replaced them.
    static let geometryConstants: [String: String] = [
        "CGRectZero": "CGRect.zero", "CGPointZero": "CGPoint.zero", "CGSizeZero": "CGSize.zero", "CGRectNull": "CGRect.null",
        "CGRectInfinite": "CGRect.infinite", "CGAffineTransformIdentity": "CGAffineTransform.identity",
        "CATransform3DIdentity": "CATransform3DIdentity",
    ]
}
