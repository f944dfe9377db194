// PtySession: drives an interactive program through a pseudo-terminal, as a user at a
// terminal would: it sends keystrokes and waits for text to appear on the screen. Waits have
// generous deadlines and fail the test (with the screen so far) when they expire; no test
// depends on how fast anything is.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <string>
#include <vector>

namespace cgt::test {

class PtySession {
 public:
  // Starts `argv` on a new pseudo-terminal of `rows` rows with `env` added to the environment.
  PtySession(const std::vector<std::string>& argv, const std::vector<std::string>& env,
             unsigned short rows = 50);
  ~PtySession();  // kills the program if it still runs
  PtySession(const PtySession&) = delete;
  PtySession& operator=(const PtySession&) = delete;

  void send(const std::string& keys);
  // Waits until `text` appears in the output after the cursor, then moves the cursor past it.
  // Returns false (the output is in output()) if it did not appear within `timeout`.
  bool expect(const std::string& text,
              std::chrono::milliseconds timeout = std::chrono::seconds(60));
  // Waits for the program to end; its exit status, 128 + the signal that ended it, or -1 on
  // timeout.
  int wait_exit(std::chrono::milliseconds timeout = std::chrono::seconds(60));

  // Everything the program wrote, with terminal control sequences removed.
  std::string output() const;
  // The output after the cursor.
  std::string unread() const;

 private:
  void read_available(std::chrono::milliseconds wait);

  int master_ = -1;
  pid_t child_ = -1;
  std::string raw_;         // as written by the program
  std::string text_;        // raw_ without escape sequences and carriage returns
  std::size_t cursor_ = 0;  // in text_
  bool exited_ = false;
  int status_ = -1;
};

}  // namespace cgt::test
