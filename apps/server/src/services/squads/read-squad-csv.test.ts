import { describe, expect, it } from "vitest";
import { readSquadCsv } from "./read-squad-csv.ts";

const player = (firstName: string, fields: Record<string, unknown> = {}) => ({
  firstName,
  lastName: "",
  shirtNumber: null,
  position: null,
  birthYear: null,
  ...fields,
});

describe("reading a squad file", () => {
  it("reads the columns export writes, skipping blank lines and counting lines as an editor does", () => {
    const file = readSquadCsv(
      "\uFEFFFirst name,Last name,Number,Position,Birth year\r\nSam,Smith,7,Goalkeeper,2014\r\n\r\nAlex,,,,\r\n,,,,\r\n",
    );
    expect(file).toEqual({
      rows: [
        {
          line: 2,
          player: player("Sam", { lastName: "Smith", shirtNumber: 7, position: "goalkeeper", birthYear: 2014 }),
        },
        { line: 4, player: player("Alex") },
      ],
      problems: [],
    });
  });

  it("takes semicolons or tabs, as spreadsheets write and copy them, with quoted fields", () => {
    const semicolons = readSquadCsv('First name;Last name\n"Jo; Jr";"O""Brien"\nBo;Lee, Jr\n');
    expect(semicolons.rows.map((row) => row.player)).toEqual([
      player("Jo; Jr", { lastName: 'O"Brien' }),
      player("Bo", { lastName: "Lee, Jr" }),
    ]);
    const tabs = readSquadCsv("First name\tNumber\tPosition\nSam, the keeper\t1\tGK\n");
    expect(tabs.rows.map((row) => row.player)).toEqual([
      player("Sam, the keeper", { shirtNumber: 1, position: "goalkeeper" }),
    ]);
    // Excel's hint of its separator on the first line.
    expect(readSquadCsv("sep=;\nFirst name;Number\nSam;7\n").rows).toEqual([
      { line: 3, player: player("Sam", { shirtNumber: 7 }) },
    ]);
  });

  it("finds columns by their usual names, whatever their case and punctuation", () => {
    const file = readSquadCsv(
      "NICKNAME,Surname,No.,Pos,Year of birth\nSam,Smith,#7,st,2014-03-02\nAl,Bee,9.0,Back,02/03/2015\n",
    );
    expect(file.rows.map((row) => row.player)).toEqual([
      player("Sam", { lastName: "Smith", shirtNumber: 7, position: "forward", birthYear: 2014 }),
      player("Al", { lastName: "Bee", shirtNumber: 9, position: "defender", birthYear: 2015 }),
    ]);
    const other = readSquadCsv("Player,Family name,Shirt number,Position,Born\nKim,Lee,4,Mid,2013\n");
    expect(other.rows[0]!.player).toEqual(
      player("Kim", { lastName: "Lee", shirtNumber: 4, position: "midfielder", birthYear: 2013 }),
    );
    expect(readSquadCsv("#,Name\n3,Ana\n").rows[0]!.player).toEqual(player("Ana", { shirtNumber: 3 }));
    // "First name" beats "Name" when a file has both; columns nobody asked for are left alone.
    expect(readSquadCsv("Name,First name,Parent phone\nAna Lopez,Ana,0700\n").rows[0]!.player.firstName).toBe("Ana");
  });

  it("says, by line, what is wrong with each row, in the form's own words", () => {
    const file = readSquadCsv(
      [
        "First name,Number,Position,Birth year",
        "Sam,7,Goalkeeper,2014",
        ",8,,",
        "Al,seven,,",
        "Bo,100,Winger,",
        "Cy,,,14",
        `${"x".repeat(41)},,,`,
      ].join("\n"),
    );
    expect(file.rows.map((row) => row.line)).toEqual([2]);
    expect(file.problems).toEqual([
      { line: 3, message: "Please give the player's first name or nickname" },
      { line: 4, message: "A shirt number is a whole number from 1 to 99" },
      { line: 5, message: "A shirt number is a whole number from 1 to 99" },
      { line: 5, message: "“Winger” is not a position: write Goalkeeper, Defender, Midfielder or Forward" },
      { line: 6, message: "A birth year is written in four digits, e.g. 2014" },
      { line: 7, message: "A first name is at most 40 characters" },
    ]);
  });

  it("needs a column of first names, and says so on the header's line", () => {
    expect(readSquadCsv("Surname,Number\nSmith,7\n")).toEqual({
      rows: [],
      problems: [
        {
          line: 1,
          message: "No column of first names: the header row must name one First name (or Name, Nickname or Player)",
        },
      ],
    });
    expect(readSquadCsv("First name\n").problems).toEqual([
      { line: 1, message: "There are no players under the header row" },
    ]);
  });

  it("names the line a broken quotation starts on", () => {
    expect(readSquadCsv('First name,Number\nSam,7\n\nAl,"8\nBo,9\n').problems).toEqual([
      { line: 4, message: "A quotation mark opened on this line is never closed" },
    ]);
    expect(readSquadCsv('First name,Number\nSam,7\nAl,"8" x\n').problems).toEqual([
      {
        line: 3,
        message: "Text follows a closing quotation mark: quote the whole field, doubling the quotation marks inside it",
      },
    ]);
  });

  it("counts a row by the line it starts on when a quoted field spans lines, and refuses a name on two", () => {
    const file = readSquadCsv('First name,Last name\n"Sam","Smith\nJones"\nBo,Lee\n');
    expect(file.rows.map((row) => row.line)).toEqual([4]);
    expect(file.problems).toEqual([{ line: 2, message: "A last name is written on one line" }]);
  });

  it("reads back a cell written with a spreadsheet's formula guard", () => {
    expect(readSquadCsv("First name,Last name\n'-Jo,'=Smith\n").rows[0]!.player).toEqual(
      player("-Jo", { lastName: "=Smith" }),
    );
  });
});
