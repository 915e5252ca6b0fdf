// HMAC-SHA-256 against RFC 4231's test cases, the comparison of MACs, and
// HKDF-SHA-256 against RFC 5869's test cases 1 to 3 (its SHA-256 ones).
// Keys, data and answers are written as the RFCs print them.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "catch.hpp"
#include "hmac.hpp"
#include "net/hex.hpp"

using namespace gomoku::net;
using test::from_hex;
using test::to_hex;

namespace {

struct HmacCase {
    int number = 0;
    std::string key;
    std::string data;
    std::string mac;  // hex; case 5 gives only its first 128 bits
};

// The bytes first, first + 1, ... : RFC 5869's case 2 counts through its inputs.
std::string counting(int first, int count) {
    std::string bytes;
    for (int i = 0; i < count; ++i) bytes.push_back(static_cast<char>(first + i));
    return bytes;
}

}  // namespace

TEST_CASE("HMAC-SHA-256 gives RFC 4231's answers to its seven test cases", "[unit][crypto]") {
    const std::vector<HmacCase> cases = {
        {1, from_hex("0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b 0b0b0b0b"), from_hex("4869205468657265"),  // "Hi There"
         "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"},
        // A key shorter than the MAC.
        {2, from_hex("4a656665"),  // "Jefe"
         from_hex("7768617420646f2079612077616e7420"    // "what do ya want "
                  "666f72206e6f7468696e673f"),          // "for nothing?"
         "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"},
        // Key and data together longer than a block.
        {3, std::string(20, '\xaa'), std::string(50, '\xdd'),
         "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe"},
        {4, from_hex("0102030405060708090a0b0c0d0e0f10 111213141516171819"), std::string(50, '\xcd'),
         "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b"},
        // The output truncated to 128 bits.
        {5, std::string(20, '\x0c'),
         from_hex("546573742057697468205472756e6361"  // "Test With Trunca"
                  "74696f6e"),                        // "tion"
         "a3b6167473100ee06e0c796c2955552b"},
        // A key longer than a block (131 bytes of 0xaa), hashed first.
        {6, std::string(131, '\xaa'),
         from_hex("54657374205573696e67204c61726765"  // "Test Using Large"
                  "72205468616e20426c6f636b2d53697a"  // "r Than Block-Siz"
                  "65204b6579202d2048617368204b6579"  // "e Key - Hash Key"
                  "204669727374"),                    // " First"
         "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"},
        // A key and data both longer than a block.
        {7, std::string(131, '\xaa'),
         from_hex("54686973206973206120746573742075"  // "This is a test u"
                  "73696e672061206c6172676572207468"  // "sing a larger th"
                  "616e20626c6f636b2d73697a65206b65"  // "an block-size ke"
                  "7920616e642061206c61726765722074"  // "y and a larger t"
                  "68616e20626c6f636b2d73697a652064"  // "han block-size d"
                  "6174612e20546865206b6579206e6565"  // "ata. The key nee"
                  "647320746f2062652068617368656420"  // "ds to be hashed "
                  "6265666f7265206265696e6720757365"  // "before being use"
                  "642062792074686520484d414320616c"  // "d by the HMAC al"
                  "676f726974686d2e"),                // "gorithm."
         "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2"},
    };
    REQUIRE(cases.size() == 7);
    for (const HmacCase& c : cases) {
        CAPTURE(c.number);
        const std::string mac = to_hex(hmac_sha256(c.key, c.data));
        CHECK(mac.substr(0, c.mac.size()) == c.mac);
    }
    // The keys are what the RFC says they are: 20, 4, 20, 25, 20, 131 and 131 bytes.
    CHECK(cases[0].key.size() == 20);
    CHECK(cases[3].key.size() == 25);
    CHECK(cases[6].key.size() == 131);
    CHECK(cases[6].data.size() == 152);
}

TEST_CASE("two MACs are the same only when every byte and the length are", "[unit][crypto]") {
    const Mac mac = hmac_sha256("key", "message");
    const std::string same(byte_view(mac));
    CHECK(same_mac(byte_view(mac), same));

    std::string first = same;
    first.front() = static_cast<char>(first.front() ^ 1);
    CHECK_FALSE(same_mac(byte_view(mac), first));

    std::string last = same;
    last.back() = static_cast<char>(last.back() ^ 0x80);
    CHECK_FALSE(same_mac(byte_view(mac), last));

    // A truncated MAC (RFC 4231's case 5 keeps 128 bits) is not the whole one,
    // nor the whole one a longer string.
    CHECK_FALSE(same_mac(byte_view(mac), same.substr(0, 16)));
    CHECK_FALSE(same_mac(same + '\0', byte_view(mac)));
    CHECK_FALSE(same_mac("", same));
    CHECK(same_mac("", ""));
}

TEST_CASE("HKDF-SHA-256 gives RFC 5869's keys for its test cases 1 to 3", "[unit][crypto]") {
    SECTION("case 1: the basic case") {
        const Mac key = hkdf_extract(from_hex("000102030405060708090a0b0c"),
                                     from_hex("0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b"));
        CHECK(to_hex(key) == "077709362c2e32df0ddc3f0dc47bba6390b6c73bb50f9c3122ec844ad7c2b3e5");
        CHECK(to_hex(hkdf_expand<42>(byte_view(key), from_hex("f0f1f2f3f4f5f6f7f8f9"))) ==
              "3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865");
    }
    SECTION("case 2: longer inputs and outputs") {
        // IKM 0x00..0x4f, salt 0x60..0xaf, info 0xb0..0xff: 80 bytes each.
        const Mac key = hkdf_extract(counting(0x60, 80), counting(0x00, 80));
        CHECK(to_hex(key) == "06a6b88c5853361a06104c9ceb35b45cef760014904671014a193f40c15fc244");
        CHECK(to_hex(hkdf_expand<82>(byte_view(key), counting(0xb0, 80))) ==
              "b11e398dc80327a1c8e7f78c596a49344f012eda2d4efad8a050cc4c19afa97c"
              "59045a99cac7827271cb41c65e590e09da3275600c2f09b8367793a9aca3db71"
              "cc30c58179ec3e87c14c01d5c1f3434f1d87");
    }
    SECTION("case 3: no salt and no info") {
        const std::string input = from_hex("0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b");
        const Mac key = hkdf_extract("", input);
        CHECK(to_hex(key) == "19ef24a32c717b167f33a91d6f648bdf96596776afdb6377ac434c1c293ccb04");
        CHECK(to_hex(hkdf_expand<42>(byte_view(key), "")) ==
              "8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879ec3454e5f3c738d2d9d201395faa4b61a96c8");
        // "If not provided, [the salt] is set to a string of HashLen zeros."
        CHECK(to_hex(hkdf_extract(std::string(32, '\0'), input)) == to_hex(key));
    }
}

TEST_CASE("HKDF's output is the same bytes whatever length is asked, and info tells uses apart", "[unit][crypto]") {
    const Mac key = hkdf_extract("salt", "shared secret");
    const auto long_output = hkdf_expand<100>(byte_view(key), "info");
    const auto short_output = hkdf_expand<33>(byte_view(key), "info");
    CHECK(to_hex(long_output).substr(0, 66) == to_hex(short_output));
    CHECK(to_hex(hkdf_expand<32>(byte_view(key), "host")) != to_hex(hkdf_expand<32>(byte_view(key), "joiner")));
}
