extension SceneBench {
    /// One row of the scene's tables: a kind of frame, its reference frames and the memcpy of the
    /// same run.
    struct Measured {
        var name: String
        /// The prefix of the row's keys in scene.json.
        var key: String
        var incremental: FrameSamples
        /// The same frames fully redrawn; nil for the full-redraw row itself.
        var full: FrameSamples?
        var goal: Double?
        /// The median memcpy of the screen measured in the same run, ms.
        var memcpyMilliseconds: Double?
        /// The group-opacity scratch bytes the screen held after the run.
        var scratchBytes: Int?

        /// memcpy's cost per million pixels in the same run.
        var memcpyPerMegapixel: Double? { memcpyMilliseconds.map { $0 / (Double(ScreenCopy.pixels) / 1e6) } }
        /// This row's cost per pixel over memcpy's.
        var perPixelOverMemcpy: Double? { Statistics.ratio(incremental.millisecondsPerMegapixel, memcpyPerMegapixel) }
        /// This row's cost per pixel over the same run's full redraws'.
        var perPixelOverFull: Double? { Statistics.ratio(incremental.millisecondsPerMegapixel, full?.millisecondsPerMegapixel) }
        /// Incremental frame time over the full redraw's.
        var ratio: Double? { Statistics.ratio(incremental.medianMilliseconds, full?.medianMilliseconds) }
    }
}
