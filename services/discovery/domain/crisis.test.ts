import { describe, expect, it } from 'vitest';
import { crisisFigures, readCrisisSet } from '../../../tests/quality/evaluate.ts';
import { commonEnglish } from '../engine.ts';
import { crisisText } from './crisis-text.ts';
import { speaksOfCrisis } from './crisis.ts';

/** The development set's tests read thousands of phrasings each: a few seconds alone, more beside the other suites on two cores. */
describe('crisis detection', { timeout: 30_000 }, () => {
  const dev = readCrisisSet('crisis');
  const heldOut = readCrisisSet('crisis-heldout');

  it('has at least 150 phrasings of each kind to learn from', () => {
    expect(dev.positive.length).toBeGreaterThanOrEqual(150);
    expect(dev.negative.length).toBeGreaterThanOrEqual(150);
  });

  // One test per set, naming every phrasing it gets wrong: twenty thousand tests of one line each cost the run more than the reading.
  it('hears a crisis in every phrasing of the development set that speaks of one', () => {
    expect(dev.positive.filter((q) => !speaksOfCrisis(q))).toEqual([]);
  });

  it('hears none in any ordinary search of the development set', () => {
    expect(dev.negative.filter((q) => speaksOfCrisis(q))).toEqual([]);
  });

  it('keeps recall at 0.96 or more and false alarms at 0.05 or fewer on phrasings it was not built on', () => {
    const figures = crisisFigures(heldOut, speaksOfCrisis);
    expect(figures.recall, figures.missed.join(' | ')).toBeGreaterThanOrEqual(0.96);
    expect(figures.falseAlarmRate, figures.falseAlarms.join(' | ')).toBeLessThanOrEqual(0.05);
  });

  it.each([
    ['jonah said it is better for me to die than to live, how did god answer his anger', false],
    ['elijah under the juniper tree asked god to take his life, how did the angel restore him', false],
    ['to die is gain, how do i explain philippians 1:21 to my youth group tonight', false],
    ["jonah said it's better for me to die than to live and i feel the same", true],
    ['elijah asked god to take his life and so do i, i have a rope', true],
    ["thinking about saul's suicide in samuel", false],
    ['lord take my life, for i am no better than my fathers. what was elijah going through in 1 kings 19', false],
    ['psalm 23 for when i jump off the bridge tonight', true],
    ["jonah 4:3 is my prayer tonight, i'm ending it", true],
    ["verses about suicide because i'm planning a sermon on judas", false],
  ])('hears the words of a figure of the Bible as theirs, unless the writer takes them up: "%s" → %s', (q, heard) =>
    expect(speaksOfCrisis(q)).toBe(heard),
  );

  it.each([
    ['got the 🪢 ready cant do this no more', true],
    ['im dead 💀', false],
    ['💊 on my list for the pharmacy', false],
    ["how do i tell my coach i won't be at practice anymore because i won't be alive", true],
    ["i won't be at practice anymore because of my knee", false],
    ["jonah said it is better for me to die than to live and that's exactly me tonight", true],
    ["i won't be around for the bills anyway, gave away my dog", true],
    ["i won't be around for the party next week", false],
    ["gave my cat to my sister, i won't need any of it soon", true],
    // Hoping the gear fails, or leaving this world, beside an activity that would otherwise be everyday.
    ['skydiving next week and honestly hoping the chute does not open', true],
    ['skydiving next week, praying for good weather', false],
    ['moving out of this world, not just this apartment', true],
    ['moving out of this apartment, verses for a new home', false],
  ])('reads the means drawn, being no longer alive beside an activity, a figure of the Bible taken as oneself, and not being around for what comes: "%s" → %s', (q, heard) =>
    expect(speaksOfCrisis(q)).toBe(heard),
  );

  it.each([
    ['does god forgive you if you go early on purpose', true],
    ['will the venue let me in if i go early on purpose to help set up', false],
    ['is heaven closed to people who choose their own exit', true],
    ['final post. love u all. sorry', true],
    ['my final post of the year: i love you guys', false],
    ['pls tell me theres a verse that says its ok to stop fighting to stay alive', true],
    ["does it count as murder if it's only yourself", true],
    ['kinda jealous of people who die in their sleep ngl', true],
    ['looked up how tall the tower downtown is to see if its high enough to not survive', true],
    ["dont think ill need my winter coat this year, the river will have me by then", true],
    ["gonna tie a knot and its not the wedding kind. scripture for someone whos done", true],
    ['we tied the knot last year, not the wedding kind of party we planned', false],
    ['balcony on the 14th floor, nobody home, one leg over the rail', true],
    ['wanna see mama in glory so bad i saved up all her sleeping pills, gave away my dog', true],
  ])('hears the kinds the sets written by others after the last taught said, and not their twins: "%s" → %s', (q, heard) =>
    expect(speaksOfCrisis(q)).toBe(heard),
  );

  it.each([
    ['cut myself slicing onions again', false],
    ['burned myself with the lighter trying to light the grill', false],
    ['does it hurt to jump off the bridge into the river at summer camp', false],
    ['writing goodbye letters to my kids before my deployment', false],
    ['cut myself slicing onions again, on purpose this time', true],
    ['writing goodbye letters to my kids before my deployment, i want to die over there', true],
    ['starving myself until the potluck tonight, nothing matters but the lasagna', false],
    ['burning myself on the curling iron by accident again', false],
    ['i hurt myself again last night at football practice', false],
    ['i wish i could sleep in and never wake up for the 6am shift again', false],
    ["giving away my stuff because we won't be here next week, moving across the country", false],
    ["can't take it anymore, going to hang the curtains myself", false],
    ['ready to end it all tonight with the season finale binge', false],
    ['hoarding my insulin coupons so i can buy it all before prices go up', false],
    ['i think my team would be better off without me as captain', false],
    ['lord take my life and let it be, hymn chords', false],
    ['starving myself until the potluck, then i want to die', true],
    ['climbing the rope at the gym tonight to hang myself', true],
    ['i want to be dead before my 6am shift tomorrow', true],
    ['lord take my life tonight', true],
    ['writing goodbye letters to my kids before i leave for deployment', false],
    ['saying my final goodbyes to everyone tonight at my going away party', false],
    ['i cant do this anymore, this tax form, i just want it to be over', false],
    ['giving all my stuff away before i move out next week', false],
    ['i dont wanna wake up tmrw at 6am for school', false],
    ['writing goodbye letters to my kids before i leave for deployment, i will die over there', true],
    // Written by others as twins of a crisis (the twenty-first round): a haunted house, a first skydive, a car warming up, someone around the kitchen.
    ['got the rope n a chair ready for the haunted house decorations, does god hate halloween', false],
    ['psalm to read before i jump tonight, first skydive ever, already said my prayers lol', false],
    ['car running in the garage warming up, just want to hear from god before my interview', false],
    ['my family would be better off without me around the kitchen when i cook lol', false],
    ['my team would honestly be better off if i wasnt around micromanaging them', false],
    ['everyone i love would be happier without me dragging them down, so im leaving for good tonight', true],
    ['my family would be better off without me around', true],
  ])('hears an everyday activity as that activity, unless dying is said too: "%s" → %s', (q, heard) =>
    expect(speaksOfCrisis(q)).toBe(heard),
  );

  it.each([
    ['does god still love you if you kill yourself laughing at church lol', false],
    ['im going to take my own life back from the phone, please god help me unplug', false],
    ['no reason to keep living in this dorm, the rent is too much', false],
    ['burned myself again on the oven tonight im so useless in the kitchen lol', false],
    ['nobody would even notice if i was dead tired at work today', false],
    ['how do i stop cutting myself when i shave', false],
    ['parked near the highest bridge in town, one step and its over', true],
    ['made a list of who gets what when i die this weekend', true],
    ['golden gate bridge tomorrow, one way trip, need a verse', true],
    ['wat verse for when u want to hurt urself real bad', true],
  ])('reads an idiom as an idiom and a plan as a plan: "%s" → %s', (q, heard) => expect(speaksOfCrisis(q)).toBe(heard));

  it.each([
    ['elijah asked to die under the tree, i finally get him', true],
    ['judas hanged himself and tonight i will do what he did', true],
    ['is it a sin if i do the same as saul', true],
    ['going home to jesus tonight', true],
    ['call me home before friday lord', true],
    ['does heaven let you in if you get yourself there early', true],
    ['the pills under the sink keep calling to me', true],
    ['crash it on the highway so it looks like an accident', true],
    ['i dont see myself still here by christmas', true],
    ['so done waking up every day', true],
    ['s3werslide is all i think about', true],
    ['i want to go home to jesus now, not someday', true],
    ['coming home to jesus, prodigal son sermon', false],
    ['i have been burning myself out at church, need rest', false],
    ['getting my affairs in order after my cancer diagnosis, verses for peace', false],
    ['such a burden when i am sick with the flu', false],
    ['everyone would be better off if i disappeared from social media', false],
    ['how many melatonin would it take to sleep through the night', false],
    ['my last day at work today, one verse before i go', false],
    ['do not want to wake up tomorrow and face my class after that speech', false],
    ['i wanna sleep in forever this saturday', false],
    ['i wrote my will at 70 and picked hymns for my funeral', false],
  ])('hears the figures of the Bible taken up, a going home, the means calling and affairs left for after, and not the everyday words beside them: "%s" → %s', (q, heard) =>
    expect(speaksOfCrisis(q)).toBe(heard),
  );

  it.each([
    ['please god end me', true],
    ['set my alarm for never tonight', true],
    ['thinking about a permanent nap', true],
    ['overdosing tonight sounds easier than another day', true],
    ['fill the tub and go under', true],
    ['job 3 is me right now, same lord same', true],
    ['the tracks are close and i could just lie down', true],
    ['my brother is moving away and i wont be here to visit him anyway', true],
    ['such a burden to my parents since i lost my job, verses on accepting help', false],
    ['my last night of my life as a single man, bachelor party verse', false],
    ['how many sleeping pills is too many now that the doctor changed my dose', false],
    ['saying goodbye to instagram, done doomscrolling', false],
    ['ecclesiastes says the day of death is better than birth, what does that mean', false],
    ['my sister would be relieved if i was gone this weekend lol', false],
  ])('hears plain words of an ending and the Bible taken up tonight, and not a setback, a dose, a screen or a weekend away: "%s" → %s', (q, heard) =>
    expect(speaksOfCrisis(q)).toBe(heard),
  );

  it.each([
    ['my headaches are so bad i want to shoot myself', true],
    ['the cramps are so bad i want to end it all', true],
    ['toothache so bad i want to jump off a bridge', true],
    ['took a bunch of pills for this headache, need rest', false],
    ['cramps all week, need a verse for patience', false],
  ])('hears an end said beside a pain of the body, and not the pain alone: "%s" → %s', (q, heard) => expect(speaksOfCrisis(q)).toBe(heard));


  it.each([
    ['checked out on purpose, would god understand', true],
    ["i'm not sad anymore, i know what i'm going to do saturday", true],
    ["gave away my guitar and my books, won't be needing them", true],
    ["it would be easier for my parents if i wasn't around", true],
    ['deciding who gets my things tonight', true],
    ['i want to meet jesus on my own terms', true],
    ['i want to be with jesus sooner than he planned', true],
    ["elijah prayed for god to take his life, i'm asking god the same", true],
    ["paul wanted to depart and be with christ. i've decided to depart", true],
    ["going home to jesus tonight, i've got everything i need", true],
    ["i'm done after tonight, my pistol is right here", true],
    ['put the gun under my chin again last night', true],
    ["when he dies i'm going with him", true],
    ["gonna take it all at once and be done", true],
    ["bought a one way ticket, won't need a return", true],
    ["gave away my winter coats before college, won't be needing them", false],
    ["it would be easier for my parents if i wasn't around for dinner every night", false],
    ["when she goes to the store i'm going with her", false],
    ["i've decided to depart for london tomorrow", false],
    ["grandpa won't be here for christmas this year", false],
    ['moses told god to kill him now, numbers 11 context please', false],
    ['wrote my goodbye posts for leaving the company, need a verse to end on', false],
  ])('hears a last message, things given away, a plan made calmly, a firearm at hand and a figure of the Bible taken up, and not a move, a trip, another\'s absence or study: "%s" → %s', (q, heard) =>
    expect(speaksOfCrisis(q)).toBe(heard),
  );
  it.each([
    ["jesus i'm coming to you early, i can't wait any longer", true],
    ['is it a sin to go to heaven early on purpose', true],
    ["i'm coming to you early in prayer every morning, lord", false],
    ['widowed last spring and i will be joining him by christmas, i made sure', true],
    ['my husband died and i am going to join him soon in the new apartment his sister found', false],
    ['see you soon grandpa, not much longer now', true],
    ['drove to the quarry after dark and i am not driving home', true],
    ['drove to the lake for the weekend, not coming back until monday', false],
    ['parked in the garage with the engine running and the windows up', true],
    ['left the car running with the windows up to keep it warm for mom', false],
    ['left the back door unlocked for my brother to find me', true],
    ['checking out for good tonight, tell mom i love her', true],
    ['checking out this weekend, will god forgive that', true],
    ['checking out this weekend from the cabin, forgive the mess we left', false],
    ['cooked my last meal with my family tonight and they have no idea', true],
    ['my last meal before the fast starts tomorrow', false],
    ["won't be needing my winter coat this year", true],
    ['what verse do i send as my last text before i do it', true],
    ['what verse do i send my daughter before i do it, i am proposing to her mom tonight', false],
  ])('hears a kind of last step by what it is, not by one wording, and not its everyday twin: "%s" → %s', (q, heard) => expect(speaksOfCrisis(q)).toBe(heard));

  it.each([
    ['razor blades came in the mail, i know what they are for and its not shaving', true],
    ['tied a knot in the garage, not for the boat this time', true],
    ['tied the knot last summer, not the big church kind of wedding', false],
    ['keeps a razor for shaving, it is not for anything else', false],
  ])('hears the means with its everyday use denied: "%s" → %s', (q, heard) => expect(speaksOfCrisis(q)).toBe(heard));

  it.each([
    ['kms this group project is so bad lol', false],
    ['kms my sister ate my fries 😂 verse for patience', false],
    ['kms lol but fr i want to', true],
    ['kms lol not joking this time', true],
    ['kms lol the rope is ready in my closet', true],
    ['kms tonight lol', true],
  ])('hears "kill myself" said laughing at an everyday cause as the joke it is, and not when the writer says it is not one: "%s" → %s', (q, heard) =>
    expect(speaksOfCrisis(q)).toBe(heard),
  );

  it.each([
    ["i don't want to wake up tomorrow for school", false],
    ["i don't want to wake up tomorrow", true],
    ['cant afford the bills anymore, better for everyone if i just end myself', true],
    ['keep thinking about driving into the river and its not a road trip i mean', true],
    ['keep thinking about driving into the river on our road trip, the bridge is out', false],
  ])('reads a reason to get up, an end said beside money, and an everyday activity the writer denies: "%s" → %s', (q, heard) => expect(speaksOfCrisis(q)).toBe(heard));

  it.each([
    ['will god forgive an ex con who kills himself', true],
    ['does a christian who kills herself lose her salvation', true],
    ['what happens to a christian who dies by their own hand', true],
    ['does god forgive a vet who eats his gun', true],
    ['the story of saul who killed himself', false],
    ['my husband is killing himself working two jobs', false],
  ])('hears suicide told in other words as the word itself, but not a figure of Scripture or overwork: "%s" → %s', (q, heard) => expect(speaksOfCrisis(q)).toBe(heard));

  it.each([
    ['i keep punching brick walls on purpose until my knuckles crack', true],
    ['clean for a whole year and tonight i picked the blade back up', true],
    ['texted my best friend thanking her for everything. its time', true],
    ['i pray for death every day', true],
    ['lord call me home i cant do this one more day', true],
    ['marine here. got a plan and a date', true],
    ['gonna mix the xanax with the vodka and hope for the best', true],
    ['second attempt didnt work either', true],
    ['ill be gone before summer ends', true],
    ['i punched the wall when my team lost lol it was so dumb', false],
    ['picked up the razor blade to scrape the window', false],
    ['thank you for everything pastor, it is time for me to retire', false],
    ['i pray for death row inmates', false],
    ['we have a plan and a date now for the move', false],
    ['is it safe to mix my xanax with a glass of wine', false],
    ['the second attempt didnt work, verse for perseverance in science fair', false],
    ['i will be gone before summer ends, going to camp', false],
  ])('hears harm to oneself, a prayer for death, a plan with its day and a last attempt however plainly put, and not their everyday twins: "%s" → %s', (q, heard) => expect(speaksOfCrisis(q)).toBe(heard));

  it.each([
    ['wrote letters to my wife and kids and put them in the drawer', true],
    ['praying god forgives me for what im about to do', true],
    ['going to catch the bus tonight if you know what i mean', true],
    ['dnwtbh', true],
    ['final goodbye to my church family', true],
    ['ending it', true],
    ['wrote letters to my kids for their birthdays and put them in the drawer', false],
    ['writing letters to each of my kids to put in the drawer with our will', false],
    ['praying god forgives me for what i did', false],
    ['going to catch the bus tonight', false],
    ['final goodbye to my church family before we move to texas', false],
    ['said our final goodbye to grandma at her funeral', false],
    ['ending it with my boyfriend', false],
  ])('hears letters put away for the family, forgiveness asked for what one is about to do, a coded bus, text-speak, a last goodbye and "ending it", and not their everyday twins: "%s" → %s', (q, heard) => expect(speaksOfCrisis(q)).toBe(heard));

  it.each([
    ['lost the baby at 14 weeks and i just want to go be with her', true],
    ['third miscarriage. i dont want to live in a body that keeps losing my babies', true],
    ['this is probably my last search', true],
    ['cut too deep this time and i dont care', true],
    ['updated my will and wrote out all the passwords for my wife. she thinks im just getting organized', true],
    ['i stand too close to the edge of the train platform on purpose now', true],
    ['nurse with access to the med room and i have a plan', true],
    ["miss my wife so much i'm thinking about going to her myself instead of waiting", true],
    ['God why did you let me survive the last attempt', true],
    ['been drafting the note for three weeks now', true],
    ['my sponsor doesnt know i have a stash set aside for the end', true],
    ['since my grandpa died i think about going to be with him in heaven one day', false],
    ["lost my luggage but my kids found it, i'm ready to go be with them", false],
    ['this is probably my last search before bed lol', false],
    ['standing too close to the edge of the cliff on purpose for a photo', false],
    ['been drafting the note for the board meeting', false],
    ['updated my will, my wife thinks im just getting organized for retirement', false],
  ])('hears a loss one means to follow, a last search, a cut too deep, affairs set in order unseen, a note drafted and a stash kept, and not their everyday twins: "%s" → %s', (q, heard) => expect(speaksOfCrisis(q)).toBe(heard));

  it.each(["i can't live anymore", 'i cant live anymore and i have a plan'])('hears "%s"', (q) => expect(speaksOfCrisis(q)).toBe(true));

  it('reads slang, shorthand, stretched words and misspellings as what they mean', () => {
    expect(crisisText('i wanna kms')).toBe('i want to kill myself');
    expect(crisisText('thinking about sewer slide')).toBe('thinking about suicide');
    expect(crisisText('i want to dieee')).toBe('i want to die');
    expect(crisisText('kill myslef')).toBe('kill myself');
    expect(crisisText("I'd rather be dead")).toBe('i would rather be dead');
    expect(crisisText('i want 2 die')).toBe('i want to die');
    expect(crisisText('want 2 b dead')).toBe('want to be dead');
    expect(crisisText('i h8 being alive')).toBe('i hate being alive');
    expect(crisisText('im tryna overdose tonite')).toBe('i am trying to overdose tonight');
    expect(crisisText('i dnt wanna wake up tmrw')).toBe('i do not want to wake up tomorrow');
    expect(crisisText('no1 wud care if i was gone 2nite')).toBe('no one would care if i was gone tonight');
    expect(crisisText('y r ppl like this')).toBe('why are people like this');
    expect(crisisText('cuttin again bc nothin helps')).toBe('cutting again because nothing helps');
    expect(crisisText('i wnt 2 kms')).toBe('i want to kill myself');
    expect(crisisText('i ran 2 kms')).toBe('i ran to kilometers');
    expect(crisisText('i dont wanna b alive n e more')).toBe('i do not want to be alive anymore');
    expect(crisisText('my cabin again')).toBe('my cabin again');
    expect(crisisText('ngl i wna die')).toBe('ngl i want to die');
    expect(crisisText('idw2bhere anymore')).toBe('i do not want to be here anymore');
    expect(crisisText('does god forgive u if u kill urself')).toBe('does god forgive you if you kill yourself');
    // Words the feeds filter, as they are said there.
    expect(crisisText('i want to commit sudoku')).toBe('i want to commit suicide');
    expect(crisisText('gonna take a toaster bath')).toBe('going to take a suicide');
    expect(crisisText('a grippy sock vacation')).toBe('a psych ward');
    expect(crisisText('thinking about unaliving')).toBe('thinking about killing myself');
    expect(crisisText('unaliving my plants')).toBe('killing my plants');
    expect(crisisText('i wanna unalive fr')).toBe('i want to kill myself fr');
    expect(crisisText('planning to unalive this weekend')).toBe('planning to kill myself this weekend');
    expect(crisisText('unalive this plant')).toBe('kill this plant');
    expect(crisisText('what does unalive mean')).toBe('what does kill mean');
    expect(crisisText('my students keep saying unalive for the villain')).toBe('my students keep saying kill for the villain');
    expect(crisisText('idc if i die')).toBe('i do not care if i die');
    expect(crisisText('i wanna dei')).toBe('i want to die');
    expect(crisisText('agnus dei')).toBe('agnus dei');
    expect(crisisText('cutting my rists')).toBe('cutting my wrists');
    expect(crisisText('s/h relapse')).toBe('selfharm relapse');
    expect(crisisText("sh it's a secret")).toBe('shit a secret');
  });

  it('hears no crisis in a common English word after a wish or a plan, unless the word is one of dying', () => {
    const frames = ['i want to W', "i'm going to W", "i'm ready to W", 'i wish i could W', 'i plan to W', 'i hope to W', "i'm thinking of W", 'i need to W', 'i want to W tonight'];
    // Words that say it ("dye" ending a sentence is "die" misspelt), each checked by the sets above; any other word here is a false alarm ("diet" read as "die", "overcome" as "overdose").
    const dying = /^(?:die[ds]?|dye|dying|dead|disappear\w*|vanish\w*|jump\w*|kill|suicid\w*|noose|overdos\w*|overdoes)$/;
    const heard = commonEnglish().filter((w) => !dying.test(w) && frames.some((f) => speaksOfCrisis(f.replace('W', w))));
    expect(heard).toEqual([]);
    // 340,000 queries through every pattern: about 5 s alone, more beside the other suites.
  }, 60_000);

  it('answers a long adversarial query at once', () => {
    const started = performance.now();
    for (const unit of ['i am ', 'a ', 'better if i ', 'gave away goodbye ', 'life ', 'i want to ', 'death ', 'nothing left ', 'not make it to christmas ']) speaksOfCrisis(unit.repeat(2000));
    expect(performance.now() - started).toBeLessThan(500);
  });
});
