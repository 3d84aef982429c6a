/** The address of a project's page: it opens from the address alone (a reload, another device). */
export const projectPath = (projectId: string, languageId: string) =>
  `/single-project?project=${encodeURIComponent(projectId)}&language=${encodeURIComponent(languageId)}`;
