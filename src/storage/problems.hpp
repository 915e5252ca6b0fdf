#pragma once
// What went wrong with a record or a file, in the player's language: every
// error the storage code reports is a code, and these are the one place
// that turns a code into words, from the translated message tables.

#include <string>

#include "files.hpp"
#include "puzzle_file.hpp"
#include "puzzle_files.hpp"
#include "record.hpp"
#include "text.hpp"

namespace gomoku {

// What is wrong with a record, in a few words (the line is not included).
std::string record_problem(const RecordError& e, Lang lang);

// What is wrong with a file: "permission denied", "没有权限" ... The system's
// own (English) words only for an error no table entry names.
std::string file_problem(const FileError& e, Lang lang);

// What is wrong with a puzzle file, with its line: "line 7: unknown value "rule=x"".
std::string puzzle_problem(const puzzle::PuzzleError& e, Lang lang);

// What is wrong with the results journal or the own set: the file's, or its text's with the line.
std::string puzzle_file_problem(const PuzzleFileError& e, Lang lang);

}  // namespace gomoku
