import TactileRaster
import TactileSystem

/// Whether a display of a given size fits in the memory budget (`MemoryBudget`), checked before
/// any of its buffers is made: a size from the command line (`--size`) can ask for gigabytes.
public enum DisplayMemory {
    /// The screen-sized buffers a running program holds at once, counted against the budget:
    /// the back buffer, what the panel shows (a headless screen or a window's image), and room
    /// for the compositor's offscreen rows and cached view contents.
    public static let screenfuls = 4

    /// The bytes `screenfuls` XRGB8888 screens of `width` × `height` take (rows padded as
    /// bitmaps pad them), or `.sizeOverflow`.
    public static func byteCount(width: Int, height: Int) throws(AllocationError) -> Int {
        let screen = try Bitmap.byteCount(width: width, height: height, format: .xrgb8888)
        return try LargeAllocation.byteCount(screen, times: screenfuls)
    }

    /// Throws `DisplayError.tooLargeForMemory` when a `width` × `height` display would not fit
    /// in what the memory budget has left.
    public static func check(width: Int, height: Int) throws(DisplayError) {
        do throws(AllocationError) {
            try MemoryBudget.check(try byteCount(width: width, height: height))
        } catch {
            throw .tooLargeForMemory(width: width, height: height, error)
        }
    }
}
