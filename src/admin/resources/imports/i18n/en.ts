/**
 * English words of the CSV import (`app.imports.*`): the Import button of the user list, the
 * Imports list and an import's page (columns, dry run, run, progress, undo).
 * The other five languages have exactly this shape, in the files beside this one;
 * src/admin/messages/<language>.ts merges each with the shell's words and the other fragments.
 */

/** The import lists' columns: the same for users' and companies' imports. */
const fields = {
  fileName: 'File',
  entity: 'Records',
  status: 'Status',
  rowCount: 'Rows',
  counts: 'Result',
  createdByName: 'By',
  createdAt: 'Uploaded',
};

const en = {
  resources: { userImports: { fields }, companyImports: { fields } },
  app: {
    imports: {
      title: 'Imports',
      titles: { users: 'User imports', companies: 'Company imports' },
      rows: '%{count} row |||| %{count} rows',
      importTitle: 'Import %{file}',
      button: 'Import',
      seeAll: 'Earlier imports',
      upload: {
        titles: { users: 'Import users from a CSV file', companies: 'Import companies from a CSV file' },
        file: 'CSV file',
        hint: 'UTF-8 (with or without BOM), separated by commas or semicolons, up to 100 MB and 200,000 rows, with a header row naming the columns. Our own exports import as they are.',
        submit: 'Upload',
        uploading: 'Reading the file…',
        noFile: 'Choose a CSV file first.',
      },
      entities: { users: 'Users', companies: 'Companies' },
      fieldNames: { id: 'ID', city: 'City (of one of its locations)' },
      statuses: {
        uploaded: 'Uploaded',
        checking: 'Dry run…',
        checked: 'Checked',
        running: 'Importing…',
        done: 'Imported',
        cancelled: 'Cancelled',
        failed: 'Failed',
        interrupted: 'Interrupted',
        undoing: 'Undoing…',
        undone: 'Undone',
      },
      counts: {
        create: 'To create |||| Created',
        update: 'To update |||| Updated',
        unchanged: 'Unchanged',
        error: 'Refused',
        summary: '%{create} new, %{update} updated, %{unchanged} unchanged, %{error} refused',
      },
      mapping: {
        title: '1. Columns',
        intro: 'Each column of the file fills the field chosen beside it; columns set to "Not imported" are left out. A mapped cell left empty empties its field.',
        column: 'Column in the file',
        samples: 'First values',
        field: 'Field',
        fieldOf: 'Field for the column "%{column}"',
        none: 'Not imported',
        proposed: '%{count} of %{total} columns were matched by their header.',
        valueMaps: 'Values to read',
        valueMapsIntro: "These cells are not values of their field. Choose what each one means, or leave it to refuse those rows.",
        valueOf: '"%{value}" in %{field} means',
        keepRefused: 'Refuse the row',
        matches: {
          users: {
            label: 'Existing users (matched by email)',
            create: 'Create new users only',
            update: 'Update existing users only',
            both: 'Create new users and update existing ones',
          },
          companies: {
            label: 'Existing companies (matched by ID, else by name and, with a City column, a location in that city)',
            create: 'Create new companies only',
            update: 'Update existing companies only',
            both: 'Create new companies and update existing ones',
          },
        },
        keyNeeded: {
          users: 'Map a column to Email: it is how a row finds its user.',
          companies: 'Map a column to Name or ID: it is how a row finds its company.',
        },
        saved: 'Saved mappings',
        useSaved: 'Use a saved mapping',
        saveName: 'Name for this mapping',
        save: 'Save the mapping',
        savedDone: 'The mapping "%{name}" was saved: it is offered for your next files.',
        applied: 'The mapping "%{name}" was applied to the columns with the same headers.',
        deleteSaved: 'Delete the saved mapping "%{name}"',
        appliedSame: "The saved mapping \"%{name}\" was made for these headers, so it was applied.",
        readOnly: "Worked out by the app: not imported",
        readOnlyCount: "%{smart_count} more column is worked out by the app and not imported. |||| %{smart_count} more columns are worked out by the app and not imported.",
        dateFormat: "Dates in the file are written",
        dateFormatHint: "Proposed from the file's dates; YYYY-MM-DD is read in any case.",
        unknownCompany: {
          label: "Organizations that are not on file",
          refuse: "Refuse the row",
          none: "Import the person without a company",
          create: "Create the company (of type Other) and import the person in it",
        },
      },
      check: {
        title: '2. Dry run',
        intro: 'Every row is checked with the same rules as the form. Nothing is written.',
        start: 'Check the file',
        again: 'Check again',
        notImported: "These columns hold data but are not imported:",
        notImportedColumn: "%{column}: %{count} value will not be imported |||| %{column}: %{count} values will not be imported",
        unknownCompanies: "%{count} row names a company that is not on file (%{names} in all): |||| %{count} rows name companies that are not on file (%{names} in all):",
        unknownCompany: {
          refuse: "those rows are refused.",
          none: "those people are imported without a company.",
          create: "%{count} company will be created. |||| %{count} companies will be created.",
        },
      },
      run: {
        title: '3. Import',
        allOrNothing: 'All or nothing: write no row at all if any row is refused',
        start: 'Import %{count} rows',
        confirmTitle: 'Import now?',
        confirm: 'The rows are written as the dry run found them; rows refused are skipped%{mode}.',
        confirmButton: 'Import',
        allOrNothingMode: ' (all or nothing: a single refused row stops the whole import)',
      },
      progress: {
        label: 'Progress of the import',
        rows: '%{done} of %{total} rows',
        records: '%{done} of %{total} records',
        atOnce: 'Nothing changes until the undo ends, then everything at once; it cannot be cancelled.',
        left: 'about %{time} left',
        cancel: 'Cancel',
        cancelling: 'Stopping after the current batch…',
      },
      issues: {
        title: 'Refused rows',
        none: 'No row was refused.',
        line: 'Line',
        column: 'Column',
        message: 'Problem',
        download: 'Download the problems (CSV)',
        more: 'The first %{shown} of %{total} problems are listed.',
      },
      undo: {
        button: 'Undo this import',
        title: 'Undo this import?',
        contents: {
          users: 'The users it created are deleted, and the fields it changed get their earlier values back. If a user was changed since, nothing is undone and the users are named.',
          companies: 'The companies it created are deleted, and the fields and sponsorships it changed get their earlier values back. If a company was changed since, nothing is undone and the companies are named.',
        },
        confirm: 'Undo',
        working: 'Undoing the import',
        undoneBy: 'Undone by %{name} on %{date}.',
      },
      notFound: 'This import does not exist.',
    },
  },
};

export type ImportsMessages = typeof en;

export default en;
