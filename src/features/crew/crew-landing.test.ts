import type { SessionUser } from '@/contract/auth';

const user = (type: 'T' | 'MD', teams: { id: string; name: string; crew: boolean }[]) =>
  ({ organization: { id: 'o1', name: 'X', type: { value: type } }, teams }) as SessionUser;
const crew = { id: 'c1', name: 'KTW 1', crew: true };
const dispatch = { id: 'd1', name: 'Disposition', crew: false };
const start = { pathname: '/', search: {} };

/** A fresh module per case: the landing answers once per page load. */
const landing = async () => {
  vi.resetModules();
  return import('./crew-landing');
};

describe('where the app opens', () => {
  it("opens on 'Heute' for a member of a company's crew, once per page load", async () => {
    const { landsOnToday } = await landing();
    expect(landsOnToday(user('T', [dispatch, crew]), start)).toBe(true);
    // Later visits of the list stay on the list.
    expect(landsOnToday(user('T', [crew]), start)).toBe(false);
  });

  it('leaves dispatchers, wards and links elsewhere where they are', async () => {
    expect((await landing()).landsOnToday(user('T', [dispatch]), start)).toBe(false);
    expect((await landing()).landsOnToday(user('MD', [crew]), start)).toBe(false);
    expect(
      (await landing()).landsOnToday(user('T', [crew]), {
        pathname: '/transport/view/1',
        search: {},
      }),
    ).toBe(false);
    expect(
      (await landing()).landsOnToday(user('T', [crew]), { pathname: '/', search: { page: 2 } }),
    ).toBe(false);
    // A session stored before crews were marked names none.
    expect(
      (await landing()).isCrewMember({
        ...user('T', []),
        teams: [{ id: 'c1', name: 'KTW 1' }],
      } as never),
    ).toBe(false);
  });
});
