import CTactileLinux
import TactilePlatform
import TactileSystem
import Testing

@Suite struct AssetLocatorTests {
    /// Tests run from .build/<triple>/debug inside the source tree, so the shipped assets are
    /// found through the executable's ancestors.
    @Test func findsShippedAssetsFromTheSourceTree() throws {
        let path = try #require(AssetLocator.locate("images/wallpaper.png"))
        #expect(path.hasSuffix("/Assets/images/wallpaper.png"))
        #expect(AssetLocator.locate("images/no-such-file.png") == nil)
        #expect(AssetLocator.assetDirectories().last == "/usr/share/tactile")
    }

    @Test func environmentDirectoryComesFirst() {
        setenv("TACTILE_ASSET_DIR", "/tmp/tactile-assets-test", 1)
        defer { unsetenv("TACTILE_ASSET_DIR") }
        #expect(AssetLocator.assetDirectories().first == "/tmp/tactile-assets-test")
    }

    @Test func parentOfPaths() {
        #expect(AssetLocator.parent(of: "/a/b/c") == "/a/b")
        #expect(AssetLocator.parent(of: "/a/b/") == "/a")
        #expect(AssetLocator.parent(of: "/a") == "/")
        #expect(AssetLocator.parent(of: "name") == ".")
    }
}
