import CoreGraphics
import Foundation

/// The curve a keyframe animation follows: its keyframes (values, or the points of a path) joined
/// by segments, each a line or a Bézier curve, with the time at which each keyframe is reached.
///
/// Core Animation's calculation modes decide the segments and their timing:
/// - `.linear` and `.discrete` join values with straight lines (`.discrete` jumps instead);
/// - `.cubic` joins them with a Kochanek–Bartels spline (`tensionValues`, `continuityValues`,
///   `biasValues`; all zero is a Catmull–Rom spline);
/// - `.paced` and `.cubicPaced` are those two at a constant speed: `keyTimes` and
///   `timingFunctions` are ignored and each keyframe comes when its share of the length is done.
///
/// A path's own lines and curves are its segments, whatever the mode; a move-to starts a new
/// subpath without a segment of its own, and a close-subpath is a line back to its start.
struct KeyframeTrack {
    /// One piece of the curve, from s = 0 to s = 1, in as many dimensions as the value has.
    struct Segment {
        /// Cubic Bézier control points (a line has its thirds; a quadratic is raised).
        var p0: [Double], p1: [Double], p2: [Double], p3: [Double]

        func point(_ s: Double) -> [Double] {
            let u = 1 - s
            let a = u * u * u, b = 3 * u * u * s, c = 3 * u * s * s, d = s * s * s
            return p0.indices.map { a * p0[$0] + b * p1[$0] + c * p2[$0] + d * p3[$0] }
        }

        func derivative(_ s: Double) -> [Double] {
            let u = 1 - s
            return p0.indices.map { 3 * u * u * (p1[$0] - p0[$0]) + 6 * u * s * (p2[$0] - p1[$0]) + 3 * s * s * (p3[$0] - p2[$0]) }
        }

        static func line(_ a: [Double], _ b: [Double]) -> Segment {
            Segment(p0: a, p1: a.indices.map { a[$0] + (b[$0] - a[$0]) / 3 },
                    p2: a.indices.map { a[$0] + 2 * (b[$0] - a[$0]) / 3 }, p3: b)
        }

        /// Arc length by sampling; with the cumulative lengths at `samples` even steps of s.
        func lengths(samples: Int = 24) -> [Double] {
            var result = [0.0]
            var previous = p0
            for step in 1...samples {
                let next = point(Double(step) / Double(samples))
                let d = sqrt(zip(previous, next).reduce(0) { $0 + ($1.1 - $1.0) * ($1.1 - $1.0) })
                result.append(result[result.count - 1] + d)
                previous = next
            }
            return result
        }
    }

    /// The keyframes' values, for modes that need them whole (`.discrete`, values that are not
    /// vectors).
    let keyframes: [AnimationValue]
    /// Segments between consecutive keyframes (count - 1 of them), when the values are vectors.
    let segments: [Segment]?
    /// The kind of value the components make.
    let template: AnimationValue
    /// Each segment's cumulative lengths at even steps of s, for pacing.
    private var lengthTables: [[Double]]?

    /// A track through `values`: splined for `.cubic`/`.cubicPaced` when they are numbers,
    /// points, sizes or rectangles.
    init?(values: [AnimationValue], mode: CAAnimationCalculationMode,
          tension: [NSNumber]?, continuity: [NSNumber]?, bias: [NSNumber]?) {
        guard let first = values.first else { return nil }
        keyframes = values
        template = first
        let vectors = values.map(\.components)
        guard values.count > 1, vectors.allSatisfy({ $0 != nil && $0!.count == vectors[0]!.count }) else {
            segments = nil
            lengthTables = nil
            return
        }
        let points = vectors.map { $0! }
        let smooth = mode == .cubic || mode == .cubicPaced
        segments = points.indices.dropLast().map { i in
            guard smooth else { return .line(points[i], points[i + 1]) }
            func parameter(_ list: [NSNumber]?, _ k: Int) -> Double { list.flatMap { $0.indices.contains(k) ? $0[k].doubleValue : nil } ?? 0 }
            // Kochanek–Bartels tangents: outgoing at keyframe i, incoming at keyframe i + 1.
            func tangent(at k: Int, outgoing: Bool) -> [Double] {
                // Core Animation's continuity is Kochanek–Bartels' negated: positive is sharper.
                let t = parameter(tension, k), c = -parameter(continuity, k), b = parameter(bias, k)
                let before = points[max(k - 1, 0)], here = points[k], after = points[min(k + 1, points.count - 1)]
                let wBefore = (1 - t) * (1 + b) * (outgoing ? 1 + c : 1 - c) / 2
                let wAfter = (1 - t) * (1 - b) * (outgoing ? 1 - c : 1 + c) / 2
                return here.indices.map { wBefore * (here[$0] - before[$0]) + wAfter * (after[$0] - here[$0]) }
            }
            let out = tangent(at: i, outgoing: true), into = tangent(at: i + 1, outgoing: false)
            let a = points[i], d = points[i + 1]
            // A Hermite segment as a Bézier: control points a third of each tangent in.
            return Segment(p0: a, p1: a.indices.map { a[$0] + out[$0] / 3 }, p2: d.indices.map { d[$0] - into[$0] / 3 }, p3: d)
        }
        lengthTables = segments?.map { $0.lengths() }
    }

    /// A track along `path`'s segments, as points.
    init?(path: CGPath) {
        var segments: [Segment] = []
        var points: [AnimationValue] = []
        var start: [Double]?
        var current: [Double]?
        func vector(_ p: CGPoint) -> [Double] { [Double(p.x), Double(p.y)] }
        path.applyWithBlock { element in
            let e = element.pointee
            switch e.type {
            case .moveToPoint:
                current = vector(e.points[0])
                start = current
                if points.isEmpty { points.append(.point(e.points[0])) }
            case .addLineToPoint:
                let to = vector(e.points[0])
                if let from = current { segments.append(.line(from, to)) } else { points.append(.point(e.points[0])) }
                current = to
                points.append(.point(e.points[0]))
            case .addQuadCurveToPoint:
                let control = vector(e.points[0]), to = vector(e.points[1])
                if let from = current {
                    segments.append(Segment(p0: from, p1: from.indices.map { from[$0] + 2 * (control[$0] - from[$0]) / 3 },
                                            p2: to.indices.map { to[$0] + 2 * (control[$0] - to[$0]) / 3 }, p3: to))
                }
                current = to
                points.append(.point(e.points[1]))
            case .addCurveToPoint:
                let to = vector(e.points[2])
                if let from = current { segments.append(Segment(p0: from, p1: vector(e.points[0]), p2: vector(e.points[1]), p3: to)) }
                current = to
                points.append(.point(e.points[2]))
            case .closeSubpath:
                if let from = current, let start, from != start {
                    segments.append(.line(from, start))
                    points.append(.point(CGPoint(x: start[0], y: start[1])))
                }
                current = start
            }
        }
        guard !segments.isEmpty else { return nil }
        self.segments = segments
        keyframes = points
        template = .point(.zero)
        lengthTables = segments.map { $0.lengths() }
    }

    /// The value and, for vectors, the direction of travel (`nil` where the curve stands still)
    /// at `progress` of the way through, timed by `keyTimes` and `timingFunctions` unless paced.
    func sample(at progress: CGFloat, mode: CAAnimationCalculationMode, keyTimes: [NSNumber]?,
                timingFunctions: [CAMediaTimingFunction]?) -> (value: AnimationValue, direction: CGVector?) {
        let count = segments?.count ?? keyframes.count - 1
        if mode == .discrete {
            let frames = keyframes
            // Core Animation's discrete keyTimes have one more entry than the values (the last is
            // the end, 1); as many as the values is taken too.
            let times = keyTimes.flatMap { $0.count == frames.count || $0.count == frames.count + 1 ? $0.map { CGFloat($0.doubleValue) } : nil }
                ?? frames.indices.map { CGFloat($0) / CGFloat(frames.count) }
            return (frames[min(times.lastIndex { $0 <= progress } ?? 0, frames.count - 1)], nil)
        }
        guard count > 0 else { return (keyframes[0], nil) }
        guard let segments else {
            // Values that are not vectors (colours, transforms …): straight between keyframes.
            let (index, local) = locate(progress, count: count, keyTimes: keyTimes, timingFunctions: timingFunctions, lengths: nil)
            return (keyframes[index].interpolated(to: keyframes[index + 1], CGFloat(local)), nil)
        }
        let paced = mode == .paced || mode == .cubicPaced
        let tables = paced ? lengthTables : nil
        let (index, local) = locate(progress, count: count, keyTimes: paced ? nil : keyTimes,
                                    timingFunctions: paced ? nil : timingFunctions, lengths: tables?.map { $0.last! })
        var s = local
        if let table = tables?[index], let total = table.last, total > 0 {
            // Constant speed within the segment too: the s at which that share of its length is done.
            let target = local * total
            let step = table.firstIndex { $0 >= target } ?? table.count - 1
            if step == 0 {
                s = 0
            } else {
                let below = table[step - 1], above = table[step]
                let fraction = above > below ? (target - below) / (above - below) : 0
                s = (Double(step - 1) + fraction) / Double(table.count - 1)
            }
        }
        let segment = segments[index]
        // Where the curve stands still (a control point on its end) the chord gives the way.
        let chord = segment.p0.indices.map { segment.p3[$0] - segment.p0[$0] }
        let direction = [segment.derivative(s), chord].first { $0.count >= 2 && ($0[0] != 0 || $0[1] != 0) }
            .map { CGVector(dx: $0[0], dy: $0[1]) }
        return (template.with(components: segment.point(s)), direction)
    }

    /// The segment `progress` falls in and how far along it (0…1), after its timing function.
    private func locate(_ progress: CGFloat, count: Int, keyTimes: [NSNumber]?,
                        timingFunctions: [CAMediaTimingFunction]?, lengths: [Double]?) -> (Int, Double) {
        let times: [Double]
        if let lengths, lengths.reduce(0, +) > 0 {
            let total = lengths.reduce(0, +)
            var running = 0.0
            times = [0] + lengths.map { running += $0; return running / total }
        } else if let keyTimes, keyTimes.count == count + 1 {
            times = keyTimes.map(\.doubleValue)
        } else {
            times = (0...count).map { Double($0) / Double(count) }
        }
        let p = Double(progress)
        if p <= times[0] { return (0, 0) }
        for index in 1...count where p <= times[index] {
            let span = times[index] - times[index - 1]
            var local = span > 0 ? (p - times[index - 1]) / span : 1
            if let timingFunctions, timingFunctions.indices.contains(index - 1) {
                local = Double(timingFunctions[index - 1].evaluate(CGFloat(local)))
            }
            return (index - 1, local)
        }
        return (count - 1, 1)
    }
}

extension AnimationValue {
    /// The value as a vector, for values a spline can pass through.
    var components: [Double]? {
        switch self {
        case .scalar(let v): return [v]
        case .point(let p): return [Double(p.x), Double(p.y)]
        case .size(let s): return [Double(s.width), Double(s.height)]
        case .rect(let r): return [Double(r.origin.x), Double(r.origin.y), Double(r.size.width), Double(r.size.height)]
        default: return nil
        }
    }

    /// A value of this kind made of `components`.
    func with(components c: [Double]) -> AnimationValue {
        switch self {
        case .scalar: return .scalar(c[0])
        case .point: return .point(CGPoint(x: c[0], y: c[1]))
        case .size: return .size(CGSize(width: c[0], height: c[1]))
        case .rect: return .rect(CGRect(x: c[0], y: c[1], width: c[2], height: c[3]))
        default: return self
        }
    }
}
