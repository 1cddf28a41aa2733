import CReference
import Raster

/// Measures Raster against pixman and cairo (in progress).
@main
struct BenchProgram {
    static func main() {
        print("pixman \(String(cString: pixman_version_string()))")
    }
}
