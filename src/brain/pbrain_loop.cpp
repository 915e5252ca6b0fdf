// The brain's loop: one thread reads the manager's lines into a queue, the
// caller's thread answers them, and an END read mid-search stops it.
#include <cerrno>
#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <thread>
#include <unistd.h>

#include "events.hpp"
#include "pbrain.hpp"

namespace gomoku {

// ---- the loop -----------------------------------------------------------------

namespace {

// Lines read ahead while the brain thinks. A manager sends one command and
// waits; more than this is a flood, and the reader waits for room.
constexpr std::size_t max_queued_lines = 1024;

struct LineQueue {
    std::mutex mutex;
    std::condition_variable ready;
    std::condition_variable room;
    std::deque<InputEvent> lines;
    bool closed = false;    // no more input
    bool finished = false;  // nobody reads the queue any more
};

}  // namespace

bool answer(Brain& brain, const InputEvent& line, std::ostream& out) {
    if (line.too_long) {
        out << "ERROR the line is over " << max_command_bytes << " bytes, so it was ignored\n";
    } else {
        for (const std::string& reply : brain.handle(line.text)) out << reply << '\n';
    }
    out.flush();
    return brain.done();
}

bool invoked_as_brain(const std::string& argv0) {
    const auto slash = argv0.find_last_of('/');
    return argv0.compare(slash == std::string::npos ? 0 : slash + 1, 7, "pbrain-") == 0;
}

int run_pbrain(int in_fd, std::ostream& out, const BrainOptions& options) {
    // Shared with the reader, which may outlive this call while blocked on input.
    auto queue = std::make_shared<LineQueue>();
    auto stop = std::make_shared<std::atomic<bool>>(false);
    std::thread reader([queue, stop, in_fd] {
        LineAssembler assembler(max_command_bytes);
        std::vector<InputEvent> lines;
        char buffer[4096];
        // False once nobody reads the queue.
        auto push = [&]() {
            for (InputEvent& e : lines) {
                if (!e.too_long && is_blank_line(e.text)) continue;  // the protocol ignores empty lines
                if (!e.too_long && is_end_line(e.text)) stop->store(true);
                std::unique_lock<std::mutex> lock(queue->mutex);
                queue->room.wait(lock, [&] { return queue->lines.size() < max_queued_lines || queue->finished; });
                if (queue->finished) return false;
                queue->lines.push_back(std::move(e));
                queue->ready.notify_one();
            }
            lines.clear();
            return true;
        };
        for (;;) {
            const ssize_t n = ::read(in_fd, buffer, sizeof buffer);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) break;
            assembler.feed(std::string_view(buffer, static_cast<std::size_t>(n)), lines);
            if (!push()) return;
        }
        assembler.finish(lines);
        push();
        stop->store(true);  // nobody is left to answer
        const std::lock_guard<std::mutex> lock(queue->mutex);
        queue->closed = true;
        queue->ready.notify_one();
    });
    reader.detach();

    Brain brain(options, stop.get());
    // Progress lines go out while the search runs, not with the move.
    brain.set_message_sink([&out](const std::string& line) {
        out << line << '\n';
        out.flush();
    });
    for (;;) {
        InputEvent line;
        {
            std::unique_lock<std::mutex> lock(queue->mutex);
            queue->ready.wait(lock, [&] { return !queue->lines.empty() || queue->closed; });
            if (queue->lines.empty()) break;
            line = std::move(queue->lines.front());
            queue->lines.pop_front();
            queue->room.notify_one();
        }
        if (answer(brain, line, out)) break;
    }
    {
        const std::lock_guard<std::mutex> lock(queue->mutex);
        queue->finished = true;
        queue->room.notify_one();
    }
    return 0;
}

}  // namespace gomoku
