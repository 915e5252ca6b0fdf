// SHA-256 against NIST's published answers: the examples of FIPS 180-2 and
// a selection of the CAVP byte-oriented vectors (data/crypto/sha256_cavp.txt,
// which says where each comes from), and the incremental path against the
// one-shot one.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <fstream>
#include <string>
#include <string_view>
#include <vector>

#include "catch.hpp"
#include "net/hex.hpp"
#include "sha256.hpp"

using namespace gomoku::net;
using test::from_hex;
using test::to_hex;

namespace {

struct KnownAnswer {
    std::size_t bits = 0;
    std::string message;
    std::string digest;  // hex
};

// The Len / Msg / MD entries of a CAVP response file, in order.
std::vector<KnownAnswer> read_cavp(const std::string& path) {
    std::ifstream in(path);
    std::vector<KnownAnswer> answers;
    KnownAnswer next;
    std::string line;
    while (std::getline(in, line)) {
        if (line.rfind("Len = ", 0) == 0) next.bits = std::stoul(line.substr(6));
        if (line.rfind("Msg = ", 0) == 0) next.message = from_hex(line.substr(6)).substr(0, next.bits / 8);
        if (line.rfind("MD = ", 0) == 0) {
            next.digest = line.substr(5);
            answers.push_back(next);
        }
    }
    return answers;
}

}  // namespace

TEST_CASE("SHA-256 gives FIPS 180-2's digests of its example messages, and the empty string's", "[unit][crypto]") {
    // FIPS 180-2, appendix B.1 and B.2 (one block, and two: the padding does not fit the first).
    CHECK(to_hex(sha256("abc")) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    CHECK(to_hex(sha256("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")) ==
          "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
    // The 896-bit message of FIPS 180-2's SHA-384 and SHA-512 examples (C.2,
    // D.2). The standard gives no SHA-256 digest of it: this is the one
    // published with it in collections of test vectors, and sha256sum's.
    CHECK(to_hex(sha256("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmn"
                        "hijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu")) ==
          "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1");
    // The empty message: one block of padding alone (CAVP ShortMsg, Len = 0).
    CHECK(to_hex(sha256("")) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    CHECK(to_hex(Sha256().finish()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
}

TEST_CASE("a million a's fed in uneven pieces hash to FIPS 180-2's digest", "[unit][crypto]") {
    // FIPS 180-2, appendix B.3. The pieces' sizes straddle the 64-byte
    // block: shorter, longer, exactly one, and several.
    const std::string a(1000, 'a');
    const std::vector<std::size_t> sizes = {1, 63, 64, 65, 7, 128, 200, 3, 1000, 55, 56, 57};
    Sha256 hash;
    std::size_t fed = 0;
    for (std::size_t i = 0; fed < 1000000; ++i) {
        const std::size_t size = std::min<std::size_t>(sizes[i % sizes.size()], 1000000 - fed);
        hash.update(std::string_view(a).substr(0, size));
        fed += size;
    }
    CHECK(to_hex(hash.finish()) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
    CHECK(to_hex(sha256(std::string(1000000, 'a'))) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

TEST_CASE("SHA-256 gives NIST's CAVP answers for short and long messages", "[unit][crypto]") {
    const std::vector<KnownAnswer> answers = read_cavp(std::string(GOMOKU_TEST_DATA) + "/crypto/sha256_cavp.txt");
    REQUIRE(answers.size() == 20);  // 12 from SHA256ShortMsg.rsp, 8 from SHA256LongMsg.rsp
    std::vector<std::size_t> lengths;
    for (const KnownAnswer& answer : answers) {
        CAPTURE(answer.bits);
        REQUIRE(answer.message.size() * 8 == answer.bits);
        CHECK(to_hex(sha256(answer.message)) == answer.digest);
        lengths.push_back(answer.message.size());
    }
    // Every side of the padding's edges: a message that leaves room for the
    // length in its last block (55 bytes), one that just does not (56), and
    // one that fills its block (64). CAVP has no message of 65 bytes; the
    // next test crosses that edge with every split.
    for (std::size_t length : {0, 1, 55, 56, 63, 64, 163})
        CHECK(std::find(lengths.begin(), lengths.end(), length) != lengths.end());
}

TEST_CASE("a message given in two pieces, split anywhere, or a byte at a time, hashes as a whole", "[unit][crypto]") {
    // 0 to 200 bytes: every padding case, one to four blocks, each split point.
    std::string message;
    for (std::size_t i = 0; i < 200; ++i) message.push_back(static_cast<char>(i * 37 + 11));
    for (std::size_t length = 0; length <= message.size(); ++length) {
        const std::string_view whole = std::string_view(message).substr(0, length);
        const Digest expected = sha256(whole);
        CAPTURE(length);
        for (std::size_t split = 0; split <= length; ++split) {
            Sha256 hash;
            hash.update(whole.substr(0, split));
            hash.update(whole.substr(split));
            CHECK(to_hex(hash.finish()) == to_hex(expected));
        }
        Sha256 bytewise;
        for (char c : whole) bytewise.update({&c, 1});
        CHECK(to_hex(bytewise.finish()) == to_hex(expected));
    }
}
