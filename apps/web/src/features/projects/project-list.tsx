import { useMemo } from 'react';
import { useDocument } from '../../store/document.store';
import { ProjectItem } from './project-item';
import { useProjectsQuery } from './projects.queries';

export function ProjectList({ activeProjectId }: { activeProjectId?: string }) {
  const query = useProjectsQuery();
  const order = useDocument((s) => s.projectOrder);
  const byId = useDocument((s) => s.projects);
  const projects = useMemo(() => order.flatMap((id) => (byId[id] ? [byId[id]] : [])), [order, byId]);

  return (
    <nav aria-label="Projects" className="flex min-h-0 flex-1 flex-col">
      <h2 className="px-3 pt-4 pb-2 text-[11px] font-semibold tracking-wider text-faint uppercase">Projects</h2>
      <ul data-testid="project-list" className="flex min-h-0 flex-1 flex-col gap-0.5 overflow-y-auto px-2 pb-3">
        {projects.map((project) => (
          <ProjectItem key={project.id} project={project} active={project.id === activeProjectId} />
        ))}
        {query.isSuccess && projects.length === 0 && <li className="px-2 py-3 text-sm text-faint">No projects yet. Start one with New project.</li>}
        {query.isError && <li className="px-2 py-3 text-sm text-danger">Couldn't load your projects.</li>}
      </ul>
    </nav>
  );
}
